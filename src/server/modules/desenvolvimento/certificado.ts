// Course certificates (issue 29): issued to employees approved in a class, one per enrolment, each with a
// verification code (random, 12 characters of an unambiguous alphabet: ~60 bits, not guessable) and a QR code
// leading to the public verification page. What a certificate states is stored when first issued
// (certificado_emitido) and printed again identically.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { situacoes } from './situacao.ts';

const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const novoCodigo = () =>
  Array.from({ length: 12 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');

/** Where a certificate's QR code leads: the public page, no login. */
export const caminhoVerificacao = (codigo: string) => `/api/desenvolvimento/certificados/verificar/${codigo}`;

export type Certificado = {
  codigo: string;
  nome: string;
  curso: string;
  cargaHoraria: string;
  dataConclusao: string;
  empresa: string;
  dataInicio: string;
};

/**
 * The certificates of these enrolments of the company, issuing those not yet issued; enrolments not approved
 * are left out (answered in `reprovados` with the reason).
 */
export async function emitirCertificados(
  db: Db,
  empresaId: number,
  userId: number,
  inscricoes: number[],
): Promise<{ certificados: Certificado[]; reprovados: { nome: string; motivo: string | null }[] }> {
  const sit = await situacoes(db, inscricoes);
  const { rows } = await sql<{
    id: number;
    nome: string;
    curso: string;
    carga: string;
    ini: string;
    fim: string;
    empresa: string;
  }>`
    SELECT ct.id, c.nome, cu.nome AS curso, cu.carga_horaria AS carga, to_char(t.data_prev_ini, 'YYYY-MM-DD') AS ini,
           to_char(coalesce((SELECT max(d.dia) FROM turma_dias_turma d WHERE d.owner_id = t.id), t.data_prev_fim,
                            t.data_prev_ini), 'YYYY-MM-DD') AS fim,
           e.nome AS empresa
      FROM colaborador_turma ct JOIN colaborador c ON c.id = ct.colaborador_id JOIN turma t ON t.id = ct.turma_id
      JOIN curso cu ON cu.id = t.curso_id JOIN empresa e ON e.id = ct.empresa_id
     WHERE ct.id = ANY(${inscricoes}::int[]) AND ct.empresa_id = ${empresaId}
     ORDER BY c.nome, ct.id`.execute(db);
  const aprovados = rows.filter((r) => sit.get(r.id)?.aprovado);
  const reprovados = rows
    .filter((r) => !sit.get(r.id)?.aprovado)
    .map((r) => ({ nome: r.nome, motivo: sit.get(r.id)?.motivoReprovacao ?? null }));
  const certificados: Certificado[] = [];
  for (const r of aprovados) {
    await sql`
      INSERT INTO certificado_emitido (empresa_id, colaborador_turma_id, codigo, nome, curso, carga_horaria,
                                       data_conclusao, empresa_nome, emitido_por)
      VALUES (${empresaId}, ${r.id}, ${novoCodigo()}, ${r.nome}, ${r.curso}, ${r.carga}, ${r.fim}::date, ${r.empresa},
              ${userId})
      ON CONFLICT (colaborador_turma_id) DO NOTHING`.execute(db);
    const { rows: e } = await sql<{
      codigo: string;
      nome: string;
      curso: string;
      carga: string;
      data: string;
      empresa: string;
    }>`
      SELECT codigo, nome, curso, carga_horaria AS carga, to_char(data_conclusao, 'YYYY-MM-DD') AS data, empresa_nome AS empresa
        FROM certificado_emitido WHERE colaborador_turma_id = ${r.id}`.execute(db);
    const x = e[0]!;
    certificados.push({
      codigo: x.codigo,
      nome: x.nome,
      curso: x.curso,
      cargaHoraria: x.carga,
      dataConclusao: x.data,
      empresa: x.empresa,
      dataInicio: r.ini,
    });
  }
  return { certificados, reprovados };
}

/** What the public page confirms of a certificate (and nothing else). */
export async function verificarCertificado(db: Db, codigo: string) {
  const { rows } = await sql<{ nome: string; curso: string; carga: string; data: string; empresa: string }>`
    SELECT nome, curso, carga_horaria AS carga, to_char(data_conclusao, 'YYYY-MM-DD') AS data, empresa_nome AS empresa
      FROM certificado_emitido WHERE codigo = ${codigo.toUpperCase()}`.execute(db);
  const r = rows[0];
  return r
    ? { nome: r.nome, curso: r.curso, cargaHoraria: r.carga, dataConclusao: r.data, empresa: r.empresa }
    : undefined;
}
