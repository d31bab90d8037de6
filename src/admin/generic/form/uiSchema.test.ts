import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../../shared/schema/registry.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import schemas from '../../schemas/registers.ts';
import { formSchema } from './formData.ts';
import { buildUiSchema, layoutOf, orderedNames, screenOrder, tabOf } from './uiSchema.ts';
import { confirmPickPath } from './widgets/ReferenceFields.tsx';

const registry = buildRegistry(schemas as unknown as JsonSchema[]);

describe('orderedNames', () => {
  it('puts x-ui.order first and keeps declaration order otherwise', () => {
    const s = {
      type: 'object',
      properties: { a: {}, b: { 'x-ui': { order: 2 } }, c: { 'x-ui': { order: 1 } }, d: {} },
    } as JsonSchema;
    expect(orderedNames(s)).toEqual(['c', 'b', 'a', 'd']);
  });
});

describe('layoutOf', () => {
  it('has one untitled tab when no field names a tab', () => {
    const s = formSchema(registry.get('captacao/etapas-seletivas').schema, 'create');
    expect(layoutOf(s)).toEqual({
      tabs: [
        {
          title: undefined,
          sections: [{ title: undefined, fields: ['ordem', 'nome', 'analiseComportamental'] }],
        },
      ],
    });
  });

  it('groups by tab in order of appearance', () => {
    const layout = layoutOf(formSchema(registry.get('utilitario/empresas').schema, 'create'));
    expect(layout.tabs.map((t) => t.title)).toEqual([
      'Dados',
      'Configurações',
      'Treinamentos',
      'Portal do Candidato',
      'eSocial',
    ]);
    expect(tabOf(layout, 'politicaSeguranca')).toBe(3);
    expect(screenOrder(layout)[0]).toBe('nome');
  });

  it('groups by section inside a tab, untitled first', () => {
    const s = {
      type: 'object',
      properties: {
        a: { 'x-ui': { section: 'S1' } },
        b: {},
        c: { 'x-ui': { section: 'S2' } },
        d: { 'x-ui': { section: 'S1' } },
      },
    } as JsonSchema;
    expect(layoutOf(s).tabs[0]!.sections).toEqual([
      { title: undefined, fields: ['b'] },
      { title: 'S1', fields: ['a', 'd'] },
      { title: 'S2', fields: ['c'] },
    ]);
  });
});

describe('buildUiSchema', () => {
  it('picks the widgets of the product', () => {
    const ui = buildUiSchema(formSchema(registry.get('utilitario/usuarios').schema, 'create'));
    expect(ui.cpf).toMatchObject({ 'ui:widget': 'masked', 'ui:options': { mask: 'cpf' } });
    expect(ui.ativo).toEqual({ 'ui:widget': 'simNao' });
    expect(ui.senha).toMatchObject({
      'ui:widget': 'password',
      'ui:help':
        "A senha inicial, na inclusão. Para trocar a senha de alguém, use 'Enviar link de redefinição de senha' na lista: só o administrador da instalação define a senha de outra pessoa.",
    });
    expect(ui.empresas).toEqual({ 'ui:field': 'referenceMany' });
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('uses single references, enum labels and textareas', () => {
    expect(buildUiSchema(formSchema(registry.get('geral/cidades').schema, 'edit')).uf).toEqual({
      'ui:field': 'reference',
    });
    const perfis = buildUiSchema(formSchema(registry.get('utilitario/perfis').schema, 'create'));
    expect(perfis.permissoes['ui:widget']).toBe('checkboxes');
    expect(perfis.permissoes.items['ui:enumNames'].ROLE_SST).toBe('SST');
    const empresas = buildUiSchema(formSchema(registry.get('utilitario/empresas').schema, 'create'));
    expect(empresas.politicaSeguranca['ui:widget']).toBe('textarea');
    expect(empresas.cnpj['ui:options']).toEqual({ mask: 'cnpj' });
  });

  it('hands a reference its confirmation endpoint (x-ui.confirmPick)', () => {
    const ui = buildUiSchema(formSchema(registry.get('captacao/solicitacoes-pessoal').schema, 'create'));
    expect(ui.colaboradoresSubstituidos).toMatchObject({
      'ui:field': 'referenceMany',
      'ui:options': { confirmPick: 'captacao/solicitacoes-pessoal/alerta-substituicao/:id' },
    });
    expect(confirmPickPath('captacao/solicitacoes-pessoal/alerta-substituicao/:id', 42)).toBe(
      '/captacao/solicitacoes-pessoal/alerta-substituicao/42',
    );
  });

  it('nests object properties (addresses) with their own order', () => {
    const s = {
      type: 'object',
      properties: {
        endereco: {
          type: 'object',
          properties: {
            cep: { type: 'string', format: 'cep', 'x-ui': { widget: 'cep', order: 1 } },
            data: { type: 'string', format: 'date' },
            uf: { type: 'object', 'x-ref': 'geral/estados', properties: { id: { type: 'integer' } } },
          },
        },
      },
    } as JsonSchema;
    const ui = buildUiSchema(s);
    expect(ui.endereco['ui:order']).toEqual(['cep', 'data', 'uf', '*']);
    expect(ui.endereco.data).toEqual({ 'ui:widget': 'dateBr' });
    expect(ui.endereco.uf).toEqual({ 'ui:field': 'reference' });
  });

  it('histories are tables of their own; date-times are typed dd/mm/aaaa hh:mm', () => {
    const ui = buildUiSchema({
      type: 'object',
      properties: {
        historico: {
          type: 'array',
          'x-ui': { widget: 'history', dateField: 'inicio' },
          items: { type: 'object', properties: { inicio: { type: 'string', format: 'date' } } },
        },
        outro: {
          type: 'array',
          'x-ui': { widget: 'history' },
          items: { type: 'object', properties: { data: { type: 'string', format: 'date' } } },
        },
        expira: { type: 'string', format: 'date-time' },
      },
    } as JsonSchema);
    expect(ui.historico).toEqual({ 'ui:field': 'history', 'ui:options': { dateField: 'inicio' } });
    expect(ui.outro).toEqual({ 'ui:field': 'history', 'ui:options': { dateField: 'data' } });
    expect(ui.expira).toEqual({ 'ui:widget': 'dateTimeBr' });
  });
});

describe('formSchema', () => {
  it('never shows the id, and shows read-only values only when editing', () => {
    const areas = registry.find('cargo-salario/areas-organizacionais');
    const etapa = registry.get('captacao/etapas-seletivas').schema;
    expect(Object.keys(formSchema(etapa, 'create').properties!)).toEqual([
      'ordem',
      'nome',
      'analiseComportamental',
    ]);
    if (areas) {
      expect(formSchema(areas.schema, 'create').properties).not.toHaveProperty('descricaoHierarquia');
      expect(formSchema(areas.schema, 'edit').properties).toHaveProperty('descricaoHierarquia');
    }
  });
});

describe('hidden fields', () => {
  it('hide whatever their type', () => {
    const ui = buildUiSchema({
      type: 'object',
      properties: {
        flag: { type: 'boolean', 'x-ui': { widget: 'hidden' } },
        n: { type: 'string', 'x-ui': { widget: 'hidden' } },
      },
    } as any);
    expect(ui.flag['ui:widget']).toBe('hidden');
    expect(ui.n['ui:widget']).toBe('hidden');
  });
});
