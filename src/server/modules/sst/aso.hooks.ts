// ASO: the rules of aso.ts with what they read from other registers (the physicians' class body, the exams'
// table-27 codes, the employee's admission and other admissional ASO), in one query before each write.
import { sql } from 'kysely';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { type ExameAso, errosAso } from './aso.ts';

async function conferir(ctx: HookContext, data: RecordData, anteriorId?: number) {
  const exames = (data.exames ?? []) as ExameAso[];
  const medicoId = data.medico?.id as number;
  const coordenadorId = data.coordenador?.id as number | undefined;
  const { rows } = await sql<{
    medico_crm: boolean;
    coordenador_crm: boolean | null;
    admissao: string | null;
    outro_admissional: string | null;
    procedimentos: { id: number; codigo: string | null }[];
  }>`
    SELECT EXISTS (SELECT 1 FROM profissional_sst WHERE id = ${medicoId} AND orgao_de_classe = 1) AS medico_crm,
           (SELECT orgao_de_classe = 1 FROM profissional_sst WHERE id = ${coordenadorId ?? null}::int) AS coordenador_crm,
           (SELECT to_char(data_admissao, 'YYYY-MM-DD') FROM colaborador WHERE id = ${data.colaborador.id}) AS admissao,
           (SELECT to_char(min(a.data), 'YYYY-MM-DD') FROM aso a
             WHERE a.colaborador_id = ${data.colaborador.id} AND a.tipo = 0
               AND a.id IS DISTINCT FROM ${anteriorId ?? null}::int) AS outro_admissional,
           coalesce((SELECT json_agg(json_build_object('id', e.id, 'codigo', p.codigo))
                       FROM exame e LEFT JOIN procedimento_esocial p ON p.id = e.procedimento_esocial_id
                      WHERE e.id = ANY(${exames.map((e) => e.exame.id)}::int[])), '[]'::json) AS procedimentos`.execute(
    ctx.db,
  );
  const r = rows[0]!;
  const erros = errosAso({
    tipo: data.tipo,
    data: data.data,
    exames,
    procedimentos: new Map(r.procedimentos.map((p) => [p.id, p.codigo])),
    medicoCrm: r.medico_crm,
    coordenadorCrm: coordenadorId === undefined ? undefined : r.coordenador_crm === true,
    admissao: r.admissao,
    outroAdmissional: r.outro_admissional,
  });
  if (erros.length) throw validationError(erros);
}

export default defineHooks('sst/aso', {
  beforeCreate: (ctx, data) => conferir(ctx, data),
  beforeUpdate: (ctx, data, previous) => conferir(ctx, data, previous.id as number),
});
