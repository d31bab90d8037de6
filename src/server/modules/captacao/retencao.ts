// LGPD retention of candidates (issue: each company's tempoExclusaoCandidato, in months): candidates never
// hired, with no activity for that long, are deleted with everything that is only theirs (places in
// selection processes and their history, documents, palographic exam, files). Activity = the last change of
// the candidate record, of any of its places in a selection process, of its history or its documents.
// A candidate still in an open process is kept. Each run leaves one audit entry per company with the count
// only — no name, CPF or id of the people deleted.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { apagaVinculosDoCandidato, CANDIDATOS } from './candidatos.ts';

export const OPERACAO_RETENCAO = 'excluir-candidatos-por-retencao';
export const RETENCAO_CANDIDATOS_JOB = 'captacao.retencao-candidatos';

/** Deletes the expired candidates of every company as of `agora`; answers {empresaId: count}. */
export async function excluirCandidatosInativos(db: Db, agora: Date): Promise<Record<number, number>> {
  const { rows } = await sql<{ empresa_id: number; id: number }>`
    SELECT c.empresa_id, c.id
      FROM candidato c JOIN empresa e ON e.id = c.empresa_id
     WHERE coalesce(e.tempo_exclusao_candidato, 0) > 0
       AND NOT coalesce(c.contratado, false) AND c.colaborador_id IS NULL
       AND greatest(c.updated_at,
             (SELECT max(greatest(cs.updated_at, coalesce(h.updated_at, cs.updated_at)))
                FROM candidato_solicitacao cs LEFT JOIN historico_candidato h ON h.candidato_solicitacao_id = cs.id
               WHERE cs.candidato_id = c.id),
             (SELECT max(d.updated_at) FROM documento_candidato d WHERE d.candidato_id = c.id))
           < ${agora}::timestamptz - make_interval(months => e.tempo_exclusao_candidato)
       AND NOT EXISTS (SELECT 1 FROM candidato_solicitacao cs JOIN solicitacao_pessoal s ON s.id = cs.solicitacao_id
                        WHERE cs.candidato_id = c.id AND NOT s.encerrada AND NOT s.cancelada)
     ORDER BY c.empresa_id, c.id`.execute(db);
  const porEmpresa: Record<number, number[]> = {};
  for (const r of rows) {
    porEmpresa[r.empresa_id] ??= [];
    porEmpresa[r.empresa_id]!.push(r.id);
  }
  const contagem: Record<number, number> = {};
  for (const [empresa, ids] of Object.entries(porEmpresa)) {
    await apagaVinculosDoCandidato(db, ids);
    await sql`DELETE FROM arquivo WHERE cadastro = ${CANDIDATOS} AND registro_id = ANY(${ids}::int[])`.execute(
      db,
    );
    await sql`DELETE FROM candidato WHERE id = ANY(${ids}::int[])`.execute(db);
    await sql`INSERT INTO auditoria (usuario_id, usuario_nome, empresa_id, ip, cadastro, registro_id, operacao, alteracoes)
      VALUES (NULL, 'Sistema (retenção LGPD)', ${Number(empresa)}, NULL, ${CANDIDATOS}, NULL, ${OPERACAO_RETENCAO},
        ${JSON.stringify([{ campo: 'candidatosExcluidos', para: ids.length }])}::jsonb)`.execute(db);
    contagem[Number(empresa)] = ids.length;
  }
  return contagem;
}
