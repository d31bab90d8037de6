// Whether a database may receive the demo, and how an earlier demo is taken out again (--force).
import type pg from 'pg';

/** Registers whose rows mean "this database is in use" (beyond the first start's company and admin). */
const CADASTROS: readonly [tabela: string, rotulo: string][] = [
  ['estabelecimento', 'estabelecimentos'],
  ['area_organizacional', 'áreas organizacionais'],
  ['cargo', 'cargos'],
  ['indice', 'índices'],
  ['colaborador', 'talentos'],
  ['historico_colaborador', 'históricos de talentos'],
  ['candidato', 'candidatos'],
  ['solicitacao_pessoal', 'solicitações de pessoal'],
];

/**
 * What the database holds beyond a fresh installation (the first company and the administrator), in
 * Portuguese ('2 empresas além da primeira', '5.000 talentos'); empty when it is fresh.
 */
export async function alemDoInicial(client: pg.Pool | pg.ClientBase): Promise<string[]> {
  const fmt = (n: number) => n.toLocaleString('pt-BR');
  const res = await client.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM empresa) AS empresa, (SELECT count(*) FROM usuario) AS usuario,
      ${CADASTROS.map(([t]) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`,
  );
  const n = Object.fromEntries(Object.entries(res.rows[0]!).map(([k, v]) => [k, Number(v)]));
  const out: string[] = [];
  if (n.empresa! > 1) out.push(`${fmt(n.empresa! - 1)} empresa(s) além da primeira`);
  if (n.usuario! > 1) out.push(`${fmt(n.usuario! - 1)} usuário(s) além do administrador`);
  for (const [t, rotulo] of CADASTROS) if (n[t]! > 0) out.push(`${fmt(n[t]!)} ${rotulo}`);
  return out;
}

type Fk = { filho: string; coluna: string; pai: string; regra: string };

/**
 * Deletes the rows `condicao` selects in `tabela` and, first, every row that references them (foreign
 * keys read from the catalog, so registers added later are covered too). Keys that SET NULL are left
 * to PostgreSQL; a table's references to itself (area tree) go in the same statement. Two tables that
 * reference each other (a leave and the CAT that opened it) would recurse forever: a reference back to a table
 * already on the path is cleared (set to null) instead of followed.
 */
export async function excluirComDependentes(
  client: pg.ClientBase,
  tabela: string,
  condicao: string,
  params: unknown[],
): Promise<void> {
  const fks = (
    await client.query<Fk>(`SELECT c.conrelid::regclass::text AS filho, a.attname AS coluna,
        c.confrelid::regclass::text AS pai, c.confdeltype AS regra
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND cardinality(c.conkey) = 1`)
  ).rows;
  const excluir = async (t: string, where: string, caminho: string[]): Promise<void> => {
    if (caminho.length > 10) throw new Error(`Referências demais ao excluir: ${caminho.join(' > ')}`);
    for (const fk of fks) {
      if (fk.pai !== t || fk.filho === t || fk.regra === 'n' || fk.regra === 'd') continue;
      const alvo = `"${fk.coluna}" IN (SELECT id FROM ${t} WHERE ${where})`;
      if (caminho.includes(fk.filho)) {
        await client.query(`UPDATE ${fk.filho} SET "${fk.coluna}" = NULL WHERE ${alvo}`, params);
        continue;
      }
      await excluir(fk.filho, alvo, [...caminho, fk.filho]);
    }
    await client.query(`DELETE FROM ${t} WHERE ${where}`, params);
  };
  await excluir(tabela, condicao, [tabela]);
}

/** Removes an earlier run of the same demo: its companies (by CNPJ) with all their data, and its users. */
export async function removerDemoAnterior(
  client: pg.ClientBase,
  cnpjs: string[],
  cpfsUsuarios: string[],
): Promise<number> {
  const res = await client.query<{ id: number }>('SELECT id FROM empresa WHERE cnpj = ANY($1::text[])', [
    cnpjs,
  ]);
  const ids = res.rows.map((r) => r.id);
  if (ids.length) await excluirComDependentes(client, 'empresa', 'id = ANY($1::int[])', [ids]);
  await excluirComDependentes(client, 'usuario', 'cpf = ANY($1::text[]) AND id <> 1', [cpfsUsuarios]);
  return ids.length;
}
