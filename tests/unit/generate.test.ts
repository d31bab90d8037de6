// `npm run generate` into a temporary folder, before and after adding a source (issue 27): a new register
// changes its own module and its index, nothing else; the same for an action's schema and a report. Two
// branches that each add one then touch no common file but the sorted one-line indexes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../scripts/generate.ts';
import { generatedFiles } from '../../scripts/generated-files.ts';

const root = mkdtempSync(join(tmpdir(), 'gente-generate-'));
const schemasDir = join(root, 'schemas');
const reportsDir = join(root, 'reports');
const out = join(root, 'generated');
cpSync(new URL('../../schemas/', import.meta.url), schemasDir, { recursive: true });
cpSync(new URL('../../reports/', import.meta.url), reportsDir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, value: object) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, JSON.stringify(value, null, 2));
};

/** A register of one field, in the menu with an icon other registers already use. */
const coisas = (icon = 'Article') => ({
  $id: 'teste/coisas',
  title: 'Coisa',
  type: 'object',
  additionalProperties: false,
  'x-resource': {
    path: 'teste/coisas',
    table: 'coisa',
    label: 'Coisas',
    gender: 'f',
    tenant: 'empresa',
    menu: { module: 'teste', group: 'Cadastros', order: 1 },
    icon,
  },
  required: ['nome'],
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string', title: 'Nome', minLength: 1, maxLength: 60 },
  },
});

describe('npm run generate, one module per source', () => {
  it('adding a register, an action or a report touches its own module and its index, nothing else', async () => {
    const opts = { schemasDir, reportsDir };
    const before = await generate(out, opts);
    expect(before.total).toBeGreaterThan(200);

    write(join(schemasDir, 'teste/coisas.json'), coisas());
    write(join(schemasDir, 'teste/_acoes/coisa-filtro.json'), {
      $id: 'teste/_acoes/coisa-filtro',
      title: 'Filtro',
      type: 'object',
      additionalProperties: false,
      properties: { nome: { type: 'string', title: 'Nome' } },
    });
    write(join(reportsDir, 'teste/coisas.json'), {
      $id: 'teste/coisas',
      title: 'Coisas',
      formats: ['pdf'],
      filter: { type: 'object', additionalProperties: false, properties: { nome: { type: 'string' } } },
      columns: [{ key: 'nome', title: 'Nome' }],
    });
    const after = await generate(out, opts);
    // two files per source: its module and its kind's index
    expect(after.touched).toEqual([
      'actions.ts',
      'actions/teste/coisa-filtro.js',
      'registers.ts',
      'registers/teste/coisas.ts',
      'reports.ts',
      'reports/teste/coisas.js',
    ]);
    // the register's interface, exported and mapped from its path for the typed repository
    const module = readFileSync(join(out, 'registers/teste/coisas.ts'), 'utf8');
    expect(module).toMatch(/export interface Coisa \{\s*id\?: number\s*nome: string\s*\}/);
    expect(readFileSync(join(out, 'registers.ts'), 'utf8')).toContain(
      "'teste/coisas': import('./registers/teste/coisas.ts').Coisa;",
    );
  }, 120_000);

  it('refuses a menu icon that @mui/icons-material does not have, or a register in the menu without one', async () => {
    write(join(schemasDir, 'teste/coisas.json'), coisas('IconeQueNaoExiste'));
    await expect(generatedFiles({ schemasDir, reportsDir })).rejects.toThrow(
      "schemas/teste/coisas.json: x-resource.icon 'IconeQueNaoExiste' não existe em @mui/icons-material",
    );
    const { icon: _icon, ...semIcone } = coisas()['x-resource'];
    write(join(schemasDir, 'teste/coisas.json'), { ...coisas(), 'x-resource': semIcone });
    await expect(generatedFiles({ schemasDir, reportsDir })).rejects.toThrow(
      "teste/coisas.json/x-resource: must have required property 'icon'",
    );
  });
});
