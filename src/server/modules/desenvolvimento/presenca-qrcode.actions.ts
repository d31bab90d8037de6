// Attendance by QR code (spec §7 dias-turmas/qr-code-presenca, turmas/{id}/pode-gerar-qrcode-presenca):
//   GET  desenvolvimento/turmas/:id/pode-gerar-qrcode-presenca   the class's days today, or why not
//   GET  desenvolvimento/dias-turmas/qr-code-presenca?diaTurmaId the current code (renewed every 30 s) as SVG
//   POST desenvolvimento/dias-turmas/presenca-qrcode {codigo}     the employee linked to the user marks presence
// The scan needs only a session (any employee's user): the code itself says which day, and the server checks
// that the user's employee is enrolled in that class of that company (presenca-qrcode.ts).
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { defineActions } from '../../actions/action.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { ROLE_DESENVOLVIMENTO, TURMAS } from './desenvolvimento.ts';
import { MSG_DES } from './messages.ts';
import { chavePresenca, gerarCodigo, JANELA_SEGUNDOS, lerCodigo } from './presenca-qrcode.ts';

/** Where the phone lands: the console page that sends the code once the employee is logged in. */
export const TELA_PRESENCA = '/desenvolvimento/presenca-qrcode';

export default defineActions([
  {
    name: 'pode-gerar-qrcode-presenca',
    method: 'GET',
    path: 'desenvolvimento/turmas/:id/pode-gerar-qrcode-presenca',
    summary: 'Se a turma tem aula hoje (os dias de hoje, para gerar o QR code de presença) ou por que não',
    authority: ROLE_DESENVOLVIMENTO,
    ids: { id: TURMAS },
    async handler({ db, params }) {
      const { rows } = await sql<{ id: number; dia: string; turno: string; hoje: boolean }>`
        SELECT id, to_char(dia, 'YYYY-MM-DD') AS dia, turno, dia = ${today()}::date AS hoje
          FROM turma_dias_turma WHERE owner_id = ${params.id} ORDER BY dia, turno`.execute(db);
      if (rows.length === 0) return { pode: false, mensagem: MSG_DES.semDias, dias: [] };
      const hoje = rows.filter((r) => r.hoje).map(({ id, dia, turno }) => ({ id, dia, turno }));
      if (hoje.length === 0)
        return {
          pode: false,
          mensagem: 'A turma não tem aula hoje: o QR code de presença é gerado no dia da aula.',
          dias: [],
        };
      return { pode: true, mensagem: null, dias: hoje };
    },
  },
  {
    name: 'qr-code-presenca',
    method: 'GET',
    path: 'desenvolvimento/dias-turmas/qr-code-presenca',
    summary: 'O QR code de presença do dia da turma, válido por 30 segundos (a tela o renova)',
    authority: ROLE_DESENVOLVIMENTO,
    query: 'desenvolvimento/_acoes/qr-code-presenca',
    async handler({ db, session, query, request }) {
      const { rows } = await sql<{ id: number; dia: string; hoje: boolean }>`
        SELECT d.id, to_char(d.dia, 'YYYY-MM-DD') AS dia, d.dia = ${today()}::date AS hoje
          FROM turma_dias_turma d JOIN turma t ON t.id = d.owner_id
         WHERE d.id = ${query.diaTurmaId} AND t.empresa_id = ${session.empresaId}`.execute(db);
      const dia = rows[0];
      if (!dia) throw notFound();
      if (!dia.hoje) throw conflict(MSG_DES.qrForaDoDia(dia.dia));
      const chave = await chavePresenca(db);
      const gerado = gerarCodigo(chave, session.empresaId, dia.id, Date.now());
      const url = `${request.protocol}://${request.host}${TELA_PRESENCA}?codigo=${encodeURIComponent(gerado.codigo)}`;
      return {
        ...gerado,
        intervaloSegundos: JANELA_SEGUNDOS,
        url,
        svg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      };
    },
  },
  {
    name: 'presenca-qrcode',
    method: 'POST',
    path: 'desenvolvimento/dias-turmas/presenca-qrcode',
    summary: 'Registra a presença do talento do usuário no dia do QR code lido, se inscrito na turma',
    body: 'desenvolvimento/_acoes/presenca-qrcode',
    status: 201,
    async handler(ctx) {
      const { db, session } = ctx;
      const lido = lerCodigo(await chavePresenca(db), ctx.body.codigo, Date.now());
      if (!lido.ok) throw badRequest(lido.motivo === 'expirado' ? MSG_DES.qrExpirado : MSG_DES.qrInvalido);
      if (lido.empresaId !== session.empresaId) throw badRequest(MSG_DES.qrOutraEmpresa);
      const { rows: dias } = await sql<{ turma_id: number; dia: string; descricao: string; curso: string }>`
        SELECT t.id AS turma_id, to_char(d.dia, 'YYYY-MM-DD') AS dia, t.descricao, c.nome AS curso
          FROM turma_dias_turma d JOIN turma t ON t.id = d.owner_id JOIN curso c ON c.id = t.curso_id
         WHERE d.id = ${lido.diaId} AND t.empresa_id = ${session.empresaId}`.execute(db);
      const dia = dias[0];
      // a day removed after the code was shown
      if (!dia) throw badRequest(MSG_DES.qrInvalido);
      const { rows: talentos } = await sql<{ id: number }>`
        SELECT id FROM colaborador WHERE usuario_id = ${session.userId} AND empresa_id = ${session.empresaId}`.execute(
        db,
      );
      if (!talentos[0]) throw badRequest(MSG_DES.qrSemTalento);
      const { rows: insc } = await sql<{ id: number }>`
        SELECT id FROM colaborador_turma WHERE turma_id = ${dia.turma_id} AND colaborador_id = ${talentos[0].id}`.execute(
        db,
      );
      if (!insc[0]) throw badRequest(MSG_DES.qrNaoInscrito);
      const { rows: gravada } = await sql<{ ok: number }>`
        INSERT INTO presenca_turma (colaborador_turma_id, dia_turma_id, origem, registrada_por)
        VALUES (${insc[0].id}, ${lido.diaId}, 'qrcode', ${session.userId})
        ON CONFLICT DO NOTHING RETURNING 1 AS ok`.execute(db);
      if (!gravada[0]) throw conflict(MSG_DES.qrJaRegistrada);
      ctx.audit = {
        resource: TURMAS,
        recordId: dia.turma_id,
        changes: [{ campo: 'presenca', para: `QR code: talento ${talentos[0].id} em ${dia.dia}` }],
      };
      return {
        mensagem: MSG_DES.qrRegistrada(dia.dia),
        curso: dia.curso,
        turma: dia.descricao,
        dia: dia.dia,
      };
    },
  },
]);
