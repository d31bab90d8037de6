// Employees of a demo company: who is hired when, into which job, area and establishment. The people
// themselves come from pessoas.ts, their careers from carreiras.ts.
import type { Faker } from '@faker-js/faker';
import { planejarCarreira } from './carreiras.ts';
import {
  ANOS_DE_HISTORIA,
  type Area,
  type Cargo,
  type EmpresaPlano,
  type Estabelecimento,
} from './estrutura.ts';
import { planejarPessoa } from './pessoas.ts';
import type { Plano, Referencias } from './plano.ts';

const TAGS_SUPORTE = new Set(['fin', 'adm', 'ti', 'rh', 'sst', 'com']);

/** What planning one company's employees needs, passed along instead of a long argument list. */
export type Contexto = {
  faker: Faker;
  plano: Plano;
  refs: Referencias;
  empresa: EmpresaPlano;
  /** CPFs and PIS already drawn, over the whole demo */
  usados: Set<string>;
};

/** One hiring: the job, area and establishment of the admission, and the bond's dates (day numbers). */
export type Admissao = {
  cargo: Cargo;
  /** the area of a management seat; otherwise one of the job's areas is drawn */
  area?: Area;
  estab: Estabelecimento;
  admissao: number;
  desligamento: number | null;
  matricula: number;
};

export type Contadores = { ativos: number; desligados: number; historicos: number };

/** Plans `quantidade` employees of the company, numbered (matrícula) in admission order. */
export function planejarColaboradores(ctx: Contexto, quantidade: number, ref: number): Contadores {
  const { faker, empresa } = ctx;
  const contadores: Contadores = { ativos: 0, desligados: 0, historicos: 0 };
  const span = 365 * ANOS_DE_HISTORIA - 30;
  // somewhat more recent admissions than old ones: the company grew
  const admissoes = Array.from(
    { length: quantidade },
    () => ref - 30 - Math.floor(span * faker.number.float() ** 1.1),
  );
  admissoes.sort((a, b) => a - b);
  const pesos = empresa.cargos.map((c) => ({ value: c, weight: c.catalogo.peso }));
  const lideres = cadeirasDeLideranca(empresa, quantidade);
  admissoes.forEach((admissao, i) => {
    // the most senior employees hold the management seats (one per area of each management job)
    const lider = lideres[i];
    const cargo = lider?.cargo ?? faker.helpers.weightedArrayElement(pesos);
    const desligado = !lider && admissao < ref - 120 && faker.number.float() < 0.15;
    const a: Admissao = {
      cargo,
      area: lider?.area,
      admissao,
      desligamento: desligado ? faker.number.int({ min: admissao + 90, max: ref - 1 }) : null,
      estab: escolherEstabelecimento(faker, empresa, cargo),
      matricula: i + 1,
    };
    const pos = planejarPessoa(ctx, a);
    contadores.historicos += planejarCarreira(ctx, pos, a, a.desligamento ?? ref);
    if (desligado) contadores.desligados++;
    else contadores.ativos++;
  });
  return contadores;
}

/**
 * One seat per area of every management job (directors, managers, coordinators, supervisors), unless the
 * company is too small for them to be a small share of its people (tiny test runs).
 */
function cadeirasDeLideranca(empresa: EmpresaPlano, quantidade: number): { cargo: Cargo; area: Area }[] {
  const cadeiras = empresa.cargos.flatMap((cargo) =>
    cargo.catalogo.nivel ? cargo.areas.map((area) => ({ cargo, area })) : [],
  );
  return cadeiras.length * 10 <= quantidade ? cadeiras : [];
}

/** Support jobs sit mostly at the head office; operations spread over the branches. */
function escolherEstabelecimento(faker: Faker, empresa: EmpresaPlano, cargo: Cargo): Estabelecimento {
  const suporte = cargo.catalogo.tags.some((t) => TAGS_SUPORTE.has(t));
  const matriz = empresa.estabelecimentos[0]!;
  if (suporte)
    return faker.number.float() < 0.75 ? matriz : faker.helpers.arrayElement(empresa.estabelecimentos);
  return faker.helpers.weightedArrayElement(
    empresa.estabelecimentos.map((e) => ({ value: e, weight: e.matriz ? 1 : 2 })),
  );
}
