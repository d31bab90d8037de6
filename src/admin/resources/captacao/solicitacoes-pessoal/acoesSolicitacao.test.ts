import { describe, expect, it } from 'vitest';
import {
  type AcaoSolicitacao,
  type EstadoSolicitacao,
  transicao,
} from '../../../../server/modules/captacao/solicitacao-estado.ts';
import {
  ACAO_SERVIDOR,
  type AcaoTela,
  acoesPermitidas,
  motivoSomenteLeitura,
  type Situacao,
  type StatusAprovacao,
} from './acoesSolicitacao.ts';

const STATUS: StatusAprovacao[] = ['I', 'A', 'R'];
const SITUACOES: Situacao[] = ['A', 'S', 'E', 'C'];
const FLAGS: Record<Situacao, Omit<EstadoSolicitacao, 'status'>> = {
  A: { suspensa: false, encerrada: false, cancelada: false },
  S: { suspensa: true, encerrada: false, cancelada: false },
  E: { suspensa: false, encerrada: true, cancelada: false },
  C: { suspensa: false, encerrada: false, cancelada: true },
};
const TODAS = Object.keys(ACAO_SERVIDOR) as AcaoTela[];

describe('the request screen offers exactly the transitions the server accepts', () => {
  for (const status of STATUS)
    for (const situacao of SITUACOES) {
      const estado = { status, ...FLAGS[situacao] };
      const depois = (a: AcaoTela) => {
        const { acao, status: novoStatus } = ACAO_SERVIDOR[a];
        const t = transicao(estado, acao as AcaoSolicitacao, { novoStatus, podeReabrirEncerrada: true });
        return t.ok ? JSON.stringify(t.estado) : undefined;
      };
      it(`status ${status}, situação ${situacao}`, () => {
        const oferecidas = acoesPermitidas({ status, situacao });
        for (const a of oferecidas) expect(depois(a), a).toBeDefined();
        // a hidden action is refused, or an offered one reaches the same state (Liberar and Aprovar)
        const alcancados = new Set(oferecidas.map(depois));
        for (const a of TODAS.filter((x) => !oferecidas.includes(x))) {
          const estadoDepois = depois(a);
          if (estadoDepois !== undefined) expect(alcancados.has(estadoDepois), a).toBe(true);
        }
      });
    }
});

describe('read-only board', () => {
  it('only an approved, open request takes moves', () => {
    expect(motivoSomenteLeitura({ status: 'A', situacao: 'A' })).toBeUndefined();
    expect(motivoSomenteLeitura({ status: 'I', situacao: 'A' })).toBe(
      'A solicitação está em análise: os candidatos entram e mudam de etapa depois que ela for aprovada.',
    );
    expect(motivoSomenteLeitura({ status: 'A', situacao: 'E' })).toMatch(/^A solicitação está encerrada:/);
  });
});
