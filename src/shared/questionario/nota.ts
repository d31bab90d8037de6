// The score of an answer sheet (docs/avaliacao.md "Nota do questionário", with worked examples in
// nota.test.ts). Each scored question gives a fraction from 0 to 1:
//   Objetiva:          peso da opção escolhida / maior peso entre as opções
//   Múltipla Escolha:  soma dos pesos das opções escolhidas / soma dos pesos de todas as opções
//   Nota:              nota / nota máxima
//   Subjetiva:         não pontua
// and the sheet scores 100 × Σ(peso da pergunta × fração) / Σ(peso da pergunta) over the questions answered
// that score (an unanswered optional question weighs nothing; a question of weight 0 only informs).
import { type Pergunta, type Resposta, TIPO } from './tipos.ts';

type PerguntaNota = Pick<Pergunta, 'id' | 'tipo' | 'peso' | 'notaMaxima' | 'respostas'>;

/** The fraction (0 to 1) one answer scores, or null when the question does not score or was not answered. */
export function fracaoDaResposta(p: PerguntaNota, r: Resposta | undefined): number | null {
  if (!r) return null;
  const opcoes = p.respostas ?? [];
  switch (p.tipo) {
    case TIPO.objetiva: {
      const maior = Math.max(0, ...opcoes.map((o) => o.peso));
      const escolhida = opcoes.find((o) => o.id === r.respostaId);
      return maior > 0 && escolhida ? escolhida.peso / maior : null;
    }
    case TIPO.multiplaEscolha: {
      const total = opcoes.reduce((s, o) => s + o.peso, 0);
      if (total <= 0 || !r.respostasIds?.length) return null;
      const escolhidas = new Set(r.respostasIds);
      return opcoes.filter((o) => escolhidas.has(o.id)).reduce((s, o) => s + o.peso, 0) / total;
    }
    case TIPO.nota:
      return r.nota === undefined || r.nota === null || !p.notaMaxima ? null : r.nota / p.notaMaxima;
    default:
      return null;
  }
}

/** The sheet's score from 0 to 100 (rounded to 4 decimals), or null when no answered question scores. */
export function notaDaFolha(perguntas: PerguntaNota[], respostas: Resposta[]): number | null {
  const porPergunta = new Map(respostas.map((r) => [r.perguntaId, r]));
  let soma = 0;
  let pesos = 0;
  for (const p of perguntas) {
    const fracao = fracaoDaResposta(p, porPergunta.get(p.id));
    if (fracao === null || p.peso <= 0) continue;
    soma += p.peso * fracao;
    pesos += p.peso;
  }
  return pesos > 0 ? Math.round((10000 * 100 * soma) / pesos) / 10000 : null;
}
