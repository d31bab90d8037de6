// GET captacao/solicitacoes-pessoal/alerta-substituicao/:id — the §8 alert before a personnel request replaces an
// employee: a talent with job stability (a CIPA employees' representative until 1 year after the mandate, or the
// 12 months after an INSS work-accident leave; src/server/modules/sst/estabilidade.ts) is not simply replaced, so
// the request form asks for confirmation with this message (x-ui.confirmPick on colaboradoresSubstituidos).
// {mensagem: null} when no stability applies today. Only the date and the rule are told, never the leave itself.
import { sql } from 'kysely';
import { formatDate } from '../../../shared/br/format.ts';
import { defineActions } from '../../actions/action.ts';
import { today } from '../../http/params.ts';
import { estabilidade } from '../sst/api.ts';

export const mensagemSubstituicao = (nome: string, ate: string, motivo: 'CIPA' | 'ACIDENTE') =>
  motivo === 'CIPA'
    ? `${nome} faz parte da CIPA (Comissão Interna de Prevenção de Acidentes) e tem estabilidade até ${formatDate(ate)}. Deseja substituí-lo(a) mesmo assim?`
    : `${nome} tem estabilidade até ${formatDate(ate)} (retorno de afastamento por acidente de trabalho). Deseja substituí-lo(a) mesmo assim?`;

export default defineActions([
  {
    name: 'alerta-substituicao-colaborador',
    method: 'GET',
    path: 'captacao/solicitacoes-pessoal/alerta-substituicao/:id',
    summary: 'Aviso ao substituir um talento com estabilidade no emprego (CIPA ou acidente de trabalho)',
    authority: 'ROLE_CAPTACAO',
    ids: { id: 'cargo-salario/colaboradores' },
    async handler({ db, session, params }) {
      const e = await estabilidade(db, session.empresaId, params.id, today());
      if (!e) return { mensagem: null, dataEstabilidade: null };
      const { rows } = await sql<{
        nome: string;
      }>`SELECT nome FROM colaborador WHERE id = ${params.id}`.execute(db);
      return { mensagem: mensagemSubstituicao(rows[0]!.nome, e.ate, e.motivo), dataEstabilidade: e.ate };
    },
  },
]);
