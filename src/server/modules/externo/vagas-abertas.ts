// Which job ads the portal shows, and what a visitor without a session may read of them (the careers page).
// An ad is open when it is shown in the portal, its request is approved (status A), neither suspended,
// closed nor cancelled, not an internal-only vacancy, and its expected closing date has not passed.
// The public view carries only what the ad publishes: title, description, job (its market name), place,
// bond, number of vacancies and closing date — never the request's internal data (requester, area, salary
// range, reasons, notes, its id) nor anything about candidates.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { today } from '../../http/params.ts';

/** Reads of the careers page from one address in 15 minutes (an office behind one address browses too). */
export const LEITURAS_POR_IP = 300;

/** The ad `a` of request `s` is open today (São Paulo's day). */
export const aberto = () => sql`a.exibir_modulo_externo IS TRUE AND s.status = 'A' AND s.suspensa IS NOT TRUE
  AND s.encerrada IS NOT TRUE AND s.cancelada IS NOT TRUE AND s.tipo_vaga IS DISTINCT FROM 'INTERNA'
  AND (a.previsao_encerramento IS NULL OR a.previsao_encerramento >= ${today()}::date)`;

export type VagaPublica = {
  id: number;
  titulo: string;
  /** only on the ad's own page (the list stays light) */
  descricao?: string;
  cargo: string | null;
  local: string | null;
  vinculo: string | null;
  quantidade: number | null;
  previsaoEncerramento: string | null;
};

/** At most this many ads in the public list (a careers page, not an export). */
const MAX_VAGAS = 500;

/** The open ads of a company as a visitor sees them (one, with its description, when `id`). */
export async function vagasPublicas(db: Db, empresaId: number, id?: number): Promise<VagaPublica[]> {
  const { rows } = await sql<{
    id: number;
    titulo: string;
    descricao: string;
    cargo: string | null;
    cidade: string | null;
    uf: string | null;
    vinculo: string | null;
    quantidade: number | null;
    previsao: string | null;
  }>`SELECT a.id, a.titulo, ${id === undefined ? sql`NULL` : sql`a.descricao`} AS descricao,
           coalesce(cg.nome_mercado, cg.nome) AS cargo, ci.nome AS cidade, uf.sigla AS uf, s.vinculo,
           s.quantidade, to_char(a.previsao_encerramento, 'YYYY-MM-DD') AS previsao
      FROM anuncio a
      JOIN solicitacao_pessoal s ON s.id = a.solicitacao_id
      LEFT JOIN cidade ci ON ci.id = s.cidade_id
      LEFT JOIN estado uf ON uf.id = coalesce(s.uf_id, ci.uf_id)
      LEFT JOIN faixa_salarial fs ON fs.id = s.faixa_salarial_id
      LEFT JOIN cargo cg ON cg.id = fs.cargo_id
     WHERE a.empresa_id = ${empresaId} AND ${aberto()} ${id === undefined ? sql`` : sql`AND a.id = ${id}`}
     ORDER BY a.previsao_encerramento NULLS LAST, a.titulo, a.id
     LIMIT ${MAX_VAGAS}`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    titulo: r.titulo,
    ...(id === undefined ? {} : { descricao: r.descricao }),
    cargo: r.cargo,
    local: r.cidade ? `${r.cidade}${r.uf ? `/${r.uf}` : ''}` : null,
    vinculo: r.vinculo,
    quantidade: r.quantidade,
    previsaoEncerramento: r.previsao,
  }));
}
