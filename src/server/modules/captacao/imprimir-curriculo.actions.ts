// POST /api/captacao/candidatos/:id/imprimir-curriculo (spec §7 Recruitment "POST /{id}/imprimir-curriculo
// (blob)") with the print options of spec §3 as body (schemas/captacao/_acoes/imprimir-curriculo.json)
// → the candidate's CV as application/pdf (curriculo-dados.ts puts the record in words, curriculo-pdf.ts
// prints it with the reports' header and footers). A candidate of another company is a 404. The print is
// recorded in the audit trail (who printed whose CV: personal data leaving the system on paper).
import { defineActions } from '../../actions/action.ts';
import { printedBy } from '../../reports/header.ts';
import { CANDIDATOS, dadosCurriculo } from './curriculo-dados.ts';
import { curriculoPdf, type OpcoesCurriculo } from './curriculo-pdf.ts';

/** 'ana-souza' from 'Ana Souza': an ASCII file name. */
const arquivo = (nome: string) =>
  nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export default defineActions([
  {
    name: 'imprimir-curriculo',
    method: 'POST',
    path: `${CANDIDATOS}/:id/imprimir-curriculo`,
    summary: 'Currículo do candidato em PDF, com as opções de impressão',
    authority: 'ROLE_CAPTACAO',
    ids: { id: CANDIDATOS },
    body: 'captacao/_acoes/imprimir-curriculo',
    produces: 'application/pdf',
    async handler({ engine, db, session, params, body, reply }) {
      const opcoes = body as OpcoesCurriculo & { solicitacaoId?: number };
      const cv = await dadosCurriculo(engine, db, session, params.id, opcoes.solicitacaoId);
      const pdf = await curriculoPdf(cv, opcoes, await printedBy(db, session));
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="curriculo-${arquivo(cv.nome) || params.id}.pdf"`,
        )
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  },
]);
