// NPS of a 0–10 question (eNPS when the question asks employees whether they would recommend the company):
// promoters answer 9 or 10, passives 7 or 8, detractors 0 to 6; NPS = % promoters − % detractors, from −100
// to 100, rounded to one decimal. Worked examples in nps.test.ts and docs/decisions.md.
export type Nps = {
  respostas: number;
  promotores: number;
  neutros: number;
  detratores: number;
  indice: number | null;
};

export function calcularNps(notas: number[]): Nps {
  const promotores = notas.filter((n) => n >= 9).length;
  const detratores = notas.filter((n) => n <= 6).length;
  const respostas = notas.length;
  return {
    respostas,
    promotores,
    neutros: respostas - promotores - detratores,
    detratores,
    indice: respostas === 0 ? null : Math.round(((promotores - detratores) / respostas) * 1000) / 10,
  };
}
