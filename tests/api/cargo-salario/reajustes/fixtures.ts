// Shared fixtures of the collective adjustment tests: a small company with hand-worked salaries.
//
//   index Piso                1,412.00 from 2025-01-01
//   range "Por valor"         by value 3,000.00 from 2025-01-01
//   range "Por índice"        2 × Piso = 2,824.00 from 2025-01-01
//   areas Operações ⊃ Suporte, and Vendas
//   Ana    Operações  by value 2,345.67
//   Bruno  Suporte    by range "Por valor"  → 3,000.00
//   Carla  Vendas     by index 1.5 × Piso   → 2,118.00
//   Davi   Operações  by range "Por índice" → 2,824.00
//   payroll = 10,287.67
// Everyone is admitted on 2025-01-01; the planning tables are dated 2026-03-01.
import { expectFieldErrors } from '../../../helpers/expect.ts';
import { type Client, countRows, created, startTestApp, type TestApp } from '../../../helpers/test-app.ts';

export const TABELAS = '/api/cargo-salario/tabelas-reajustes-colaboradores';
export const PROPOSTAS_COLABORADORES = '/api/cargo-salario/reajustes-colaboradores';
export const PROPOSTAS_FAIXAS = '/api/cargo-salario/reajustes-faixas-salariais';
export const PROPOSTAS_INDICES = '/api/cargo-salario/reajustes-indices';
export const ADMISSAO = '2025-01-01';
export const DATA = '2026-03-01';

export type FieldErrors = { field: string; message: string }[];

export { created };

export async function ok(res: Promise<{ status: number; body: any }>): Promise<any> {
  const r = await res;
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export const count = async (t: TestApp, table: string, where = 'TRUE'): Promise<number> =>
  countRows(t, table, where);

export type Fixture = {
  areaOperacoes: number;
  areaSuporte: number;
  areaVendas: number;
  cargo: number;
  piso: number;
  faixaValor: number;
  faixaIndice: number;
  ana: number;
  bruno: number;
  carla: number;
  davi: number;
};

/** Salaries of employees at a date through the salary API, as {id: salary}. */
export async function salarios(client: Client, data: string, ids: number[]): Promise<Record<number, number>> {
  const rows = await ok(
    client.get(
      `/api/cargo-salario/colaboradores/salario-calculado?data=${data}&colaboradoresIds=${ids.join(',')}`,
    ),
  );
  return Object.fromEntries(rows.map((r: any) => [r.colaboradorId, r.salario]));
}

/** An employee admitted on ADMISSAO with one history entry (the admission). */
export async function colaborador(
  admin: Client,
  nome: string,
  area: number,
  faixa: number,
  salario: Record<string, unknown>,
): Promise<number> {
  const c = await created(admin, '/api/cargo-salario/colaboradores', { nome, dataAdmissao: ADMISSAO });
  await created(admin, '/api/cargo-salario/historicos-colaboradores', {
    colaborador: { id: c.id },
    data: ADMISSAO,
    areaOrganizacional: { id: area },
    faixaSalarial: { id: faixa },
    ...salario,
  });
  return c.id;
}

export async function seed(admin: Client): Promise<Fixture> {
  const area = async (nome: string, mae?: number) =>
    (
      await created(admin, '/api/cargo-salario/areas-organizacionais', {
        nome,
        ...(mae ? { areaMae: { id: mae } } : {}),
      })
    ).id as number;
  const areaOperacoes = await area('Operações');
  const areaSuporte = await area('Suporte', areaOperacoes);
  const areaVendas = await area('Vendas');
  const cargo = (
    await created(admin, '/api/cargo-salario/cargos', {
      nome: 'Técnico',
      nomeMercado: 'Técnico',
      areasOrganizacionais: [areaOperacoes, areaVendas],
    })
  ).id as number;
  const piso = (
    await created(admin, '/api/cargo-salario/indices', {
      nome: 'Piso',
      historico: [{ data: ADMISSAO, valor: 1412 }],
    })
  ).id as number;
  const faixa = async (nome: string, historico: unknown[]) =>
    (
      await created(admin, '/api/cargo-salario/faixas-salariais', {
        cargo: { id: cargo },
        nome,
        codigoCBO: '313105',
        historico,
      })
    ).id as number;
  const faixaValor = await faixa('Por valor', [{ data: ADMISSAO, tipo: 3, valor: 3000 }]);
  const faixaIndice = await faixa('Por índice', [
    { data: ADMISSAO, tipo: 2, indice: { id: piso }, quantidade: 2 },
  ]);
  const ana = await colaborador(admin, 'Ana', areaOperacoes, faixaValor, {
    tipoSalario: 3,
    salario: 2345.67,
  });
  const bruno = await colaborador(admin, 'Bruno', areaSuporte, faixaValor, { tipoSalario: 1 });
  const carla = await colaborador(admin, 'Carla', areaVendas, faixaValor, {
    tipoSalario: 2,
    indice: { id: piso },
    quantidade: 1.5,
  });
  const davi = await colaborador(admin, 'Davi', areaOperacoes, faixaIndice, { tipoSalario: 1 });
  return {
    areaOperacoes,
    areaSuporte,
    areaVendas,
    cargo,
    piso,
    faixaValor,
    faixaIndice,
    ana,
    bruno,
    carla,
    davi,
  };
}

export async function tabela(
  admin: Client,
  tipoReajuste: 'C' | 'F' | 'I',
  over: Record<string, unknown> = {},
): Promise<number> {
  return (
    await created(admin, TABELAS, { nome: `Reajuste ${tipoReajuste}`, data: DATA, tipoReajuste, ...over })
  ).id as number;
}

export { expectFieldErrors, startTestApp };
