// Which groups of an anonymous evaluation's sheets may be shown (docs/avaliacao.md "Anonimato"). A result by role
// needs at least MINIMO_ANONIMATO sheets (spec §5/§9: 2). Hiding one role is not enough when the overall result
// is shown too: overall and the shown roles would give the hidden one back by subtraction. So when what is hidden
// adds up to a single sheet, the smallest role still shown is hidden with it ("supressão complementar"); and the
// overall result itself needs MINIMO_ANONIMATO sheets. Self-evaluation (U) is never anonymous towards its author
// and stays apart from the others. Pure, tested in anonimato.test.ts.
import { MINIMO_ANONIMATO, type Papel } from './avaliacao.ts';

export type Contagem = { papel: Papel; folhas: number };

/** The roles (other than U) whose results may be shown, and whether the overall (non-self) result may. */
export function papeisVisiveis(
  contagens: Contagem[],
  anonima: boolean,
): { papeis: Set<Papel>; geral: boolean } {
  const outros = contagens.filter((c) => c.papel !== 'U' && c.folhas > 0);
  const total = outros.reduce((s, c) => s + c.folhas, 0);
  if (!anonima) return { papeis: new Set(outros.map((c) => c.papel)), geral: total > 0 };
  const visiveis = outros.filter((c) => c.folhas >= MINIMO_ANONIMATO).sort((a, b) => a.folhas - b.folhas);
  const ocultas = total - visiveis.reduce((s, c) => s + c.folhas, 0);
  if (ocultas > 0 && ocultas < MINIMO_ANONIMATO) visiveis.shift();
  return { papeis: new Set(visiveis.map((c) => c.papel)), geral: total >= MINIMO_ANONIMATO };
}
