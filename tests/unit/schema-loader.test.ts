// `npm test` refuses schemas that break the meta-schema, misname themselves or point nowhere.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRegistry, loadSchemaDocs } from '../../src/server/schema-loader.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function schemaDir(files: Record<string, object | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gente-schemas-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const register = (
  path: string,
  extra: object = {},
  properties: object = { nome: { type: 'string', title: 'Nome' } },
) => ({
  $id: path,
  title: 'Registro',
  type: 'object',
  'x-resource': {
    path,
    table: path.split('/')[1].replace(/-/g, '_'),
    label: 'Registros',
    gender: 'm',
    tenant: 'global',
    ...extra,
  },
  properties,
});

describe('loadSchemaDocs', () => {
  it('loads the project schemas', () => {
    const registry = loadRegistry();
    expect(registry.find('captacao/etapas-seletivas')?.table).toBe('etapa_seletiva');
  });

  it('refuses a schema that breaks the meta-schema, naming file and place', () => {
    const dir = schemaDir({ 'x/coisas.json': register('x/coisas', { gender: 'x', tenant: 'todos' }) });
    expect(() => loadSchemaDocs(dir)).toThrow(/x\/coisas\.json\/x-resource\/gender/);
  });

  it('refuses an unknown x-ui widget and a malformed x-ref', () => {
    const dir = schemaDir({
      'x/coisas.json': register(
        'x/coisas',
        {},
        {
          nome: { type: 'string', 'x-ui': { widget: 'foguete' } },
          outra: { type: 'integer', 'x-ref': 'Nada Aqui' },
        },
      ),
    });
    expect(() => loadSchemaDocs(dir)).toThrow(
      /properties\/nome\/x-ui\/widget[\s\S]*properties\/outra\/x-ref/,
    );
  });

  it('refuses a file whose $id or path is not its own name, and invalid JSON', () => {
    expect(() => loadSchemaDocs(schemaDir({ 'x/coisas.json': register('x/outras') }))).toThrow(
      /\$id deve ser 'x\/coisas'/,
    );
    expect(() => loadSchemaDocs(schemaDir({ 'x/coisas.json': '{ "a": ' }))).toThrow(/JSON inválido/);
  });

  it('refuses an x-ref to a register that does not exist', () => {
    const dir = schemaDir({
      'x/coisas.json': register(
        'x/coisas',
        {},
        { dono: { type: 'object', properties: { id: { type: 'integer' } }, 'x-ref': 'x/donos' } },
      ),
    });
    expect(() => loadRegistry(dir)).toThrow(/x-ref 'x\/donos' não aponta para nenhum cadastro/);
  });
});
