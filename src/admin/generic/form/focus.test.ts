import { describe, expect, it } from 'vitest';
import { firstOnScreen, propertyPath } from './focus.ts';
import { withoutPath } from './formData.ts';
import type { Layout } from './uiSchema.ts';

const layout: Layout = {
  tabs: [
    { title: 'Dados', sections: [{ fields: ['nome', 'cnpj'] }] },
    { title: 'Endereço', sections: [{ fields: ['endereco'] }] },
  ],
};

describe('first wrong field', () => {
  it('is the first on screen, not the first the validator reported', () => {
    expect(firstOnScreen(layout, [['endereco', 'cidade'], ['cnpj'], ['nome']])).toEqual(['nome']);
    expect(
      firstOnScreen(layout, [
        ['endereco', 'cidade'],
        ['endereco', 'uf'],
      ]),
    ).toEqual(['endereco', 'cidade']);
    expect(firstOnScreen(layout, [])).toBeUndefined();
  });

  it('reads RJSF error properties', () => {
    expect(propertyPath('.endereco.cidade')).toEqual(['endereco', 'cidade']);
    expect(propertyPath(undefined)).toEqual([]);
  });
});

describe('server messages of a changed field', () => {
  it('are dropped, the others kept', () => {
    const tree = {
      nome: { __errors: ['x'] },
      endereco: { cidade: { __errors: ['y'] }, uf: { __errors: ['z'] } },
    };
    expect(withoutPath(tree, ['nome'])).toEqual({ endereco: tree.endereco });
    expect(withoutPath(tree, ['endereco', 'cidade'])).toEqual({
      nome: tree.nome,
      endereco: { uf: tree.endereco.uf },
    });
    expect(withoutPath({ nome: { __errors: ['x'] } }, ['nome'])).toBeUndefined();
    expect(withoutPath(tree, ['outro'])).toBe(tree);
  });
});
