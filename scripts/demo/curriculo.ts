// The text of a demo candidate's CV (the "typed/OCR" CV text the full-text search reads), written like a
// Brazilian CV: header, objective, summary, experience with activities, education, courses, languages and
// additional information. Built from the candidate's planned data, so the text and the fields agree.
import type { Faker } from '@faker-js/faker';
import { ATIVIDADES, COMPETENCIAS } from './catalogo/captacao.ts';

export type ExperienciaCv = {
  empresa: string;
  cargo: string;
  inicio: string;
  fim: string | null;
  tag: string;
};
export type CandidatoCv = {
  nome: string;
  cargo: string;
  tag: string;
  cidade: string;
  uf: string;
  telefone: string;
  email: string;
  anosExperiencia: number;
  experiencias: ExperienciaCv[];
  formacao: string[];
  cursos: string[];
  idiomas: string[];
  cnh: string | null;
};

const ano = (iso: string) => iso.slice(0, 4);

function atividades(faker: Faker, tag: string, n: number): string {
  const lista = ATIVIDADES[tag] ?? ATIVIDADES.adm!;
  const escolhidas = faker.helpers.arrayElements(lista, Math.min(n, lista.length));
  const texto = escolhidas.join('; ');
  return `${texto.charAt(0).toUpperCase()}${texto.slice(1)}.`;
}

export function textoCurriculo(faker: Faker, c: CandidatoCv): string {
  const linhas: string[] = [
    c.nome.toUpperCase(),
    `${c.cidade}/${c.uf} · ${c.telefone} · ${c.email}`,
    '',
    'OBJETIVO',
    `Atuar como ${c.cargo}, contribuindo com ${faker.helpers.arrayElement(['experiência prática', 'dedicação', 'responsabilidade', 'conhecimento técnico'])} e ${faker.helpers.arrayElement(['vontade de aprender', 'foco em resultados', 'compromisso com a qualidade', 'bom relacionamento com a equipe'])}.`,
    '',
    'RESUMO PROFISSIONAL',
    c.anosExperiencia > 0
      ? `${c.anosExperiencia} ${c.anosExperiencia === 1 ? 'ano' : 'anos'} de experiência em ${(ATIVIDADES[c.tag] ?? ATIVIDADES.adm!)[0]}. Competências: ${faker.helpers.arrayElements(COMPETENCIAS, 4).join(', ')}.`
      : `Em busca da primeira oportunidade profissional. Competências: ${faker.helpers.arrayElements(COMPETENCIAS, 3).join(', ')}.`,
  ];
  if (c.experiencias.length) {
    linhas.push('', 'EXPERIÊNCIA PROFISSIONAL');
    for (const e of c.experiencias)
      linhas.push(
        `${e.empresa} — ${e.cargo} (${ano(e.inicio)}–${e.fim ? ano(e.fim) : 'atual'})`,
        atividades(faker, e.tag, faker.number.int({ min: 2, max: 3 })),
      );
  }
  if (c.formacao.length) linhas.push('', 'FORMAÇÃO', ...c.formacao);
  if (c.cursos.length) linhas.push('', 'CURSOS COMPLEMENTARES', ...c.cursos);
  if (c.idiomas.length) linhas.push('', 'IDIOMAS', c.idiomas.join('; '));
  const adicionais = [
    c.cnh ? `CNH categoria ${c.cnh}` : null,
    faker.helpers.maybe(() => 'disponibilidade para viagens', { probability: 0.3 }),
    faker.helpers.maybe(() => 'disponibilidade para trabalhar em turnos e finais de semana', {
      probability: 0.35,
    }),
  ].filter(Boolean);
  if (adicionais.length) linhas.push('', 'INFORMAÇÕES ADICIONAIS', `${adicionais.join('; ')}.`);
  return linhas.join('\n');
}
