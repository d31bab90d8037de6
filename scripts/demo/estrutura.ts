// The structure of one demo company: the company, its establishments, area tree, occupational groups,
// indices with their monthly history, jobs and salary ranges with three years of history. Everything is
// drawn from the seeded faker in a fixed order, so the same seed plans the same company.
import type { Faker } from '@faker-js/faker';
import { anoDe, diaDe, inicioDoMes, iso, mesAbsoluto } from './calendario.ts';
import { AREAS_COMUNS, AREAS_SETOR, type NoArea } from './catalogo/areas.ts';
import { CARGOS_COMUNS, CARGOS_SETOR, type CargoCatalogo, GRUPOS } from './catalogo/cargos.ts';
import type { CidadeCatalogo, EmpresaCatalogo } from './catalogo/empresas.ts';
import { type ChaveIndice, INDICES, type IndiceCatalogo, SALARIO_MINIMO } from './catalogo/indices.ts';
import { cnpjFilial, novoCnpj } from './documentos.ts';
import type { Cidade, Plano, Referencias } from './plano.ts';

/** Years of history before the reference date (oldest admission). */
export const ANOS_DE_HISTORIA = 15;
/** The job and salary plan (ranges, "by range" salaries) started about this long before the reference. */
const ANOS_DO_PLANO = 3;
/** Each range of a job pays this much more than the one below. */
const PASSO_FAIXA = 1.12;

export const BAIRROS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cruz',
  'São José',
  'Jardim Paulista',
  'Bela Vista',
  'Santo Antônio',
  'Jardim das Flores',
  'Parque Industrial',
  'Vila Rica',
  'Nova Esperança',
  'Cidade Nova',
  'Jardim Europa',
  'Planalto',
  'Distrito Industrial',
  'Alto da Colina',
  'Vila Operária',
  'Jardim Primavera',
];

export type Estabelecimento = { pos: number; cidade: Cidade; cep: string; ddd: string; matriz: boolean };
export type Area = { pos: number; nivel: number; tag: string; mae: Area | null };
export type Indice = { pos: number; chave: ChaveIndice; valorEm: (dia: number) => number };
export type Faixa = { pos: number; valorEm: (dia: number) => number };
export type Cargo = { pos: number; catalogo: CargoCatalogo; areas: Area[]; faixas: Faixa[] };

/** A planned company, with what the career simulation (carreiras.ts) needs to know about it. */
export type EmpresaPlano = {
  pos: number;
  catalogo: EmpresaCatalogo;
  estabelecimentos: Estabelecimento[];
  areas: Area[];
  cargos: Cargo[];
  indices: Map<ChaveIndice, Indice>;
  /** yearly adjustment applied on the data-base of each year (collective agreement) */
  reajuste: (ano: number) => number;
  /** data-base days (yearly, the company's agreement month) from the oldest history to the reference */
  datasBase: number[];
  /** start of the job and salary plan: ranges exist and pay "by range" from this day on */
  implantacao: number;
  /** salary of range `faixa` (0 = I) of a job at a day, before or after the plan (what the market paid) */
  referencia: (cargo: Cargo, faixa: number, dia: number) => number;
};

export const centavos = (v: number): number => Math.round(v * 100) / 100;
export const dinheiro = (v: number): string => centavos(v).toFixed(2);

/** Builds company `catalogo` into `plano`; `ref` is the reference date (day number). */
export function planejarEmpresa(
  faker: Faker,
  plano: Plano,
  refs: Referencias,
  catalogo: EmpresaCatalogo,
  ref: number,
): EmpresaPlano {
  const cnpj = novoCnpj(faker);
  const pos = plano.empresa.add({
    nome: catalogo.nome,
    razao_social: catalogo.razaoSocial,
    cnpj,
    email: `contato@${catalogo.dominio}`,
    cor_principal: catalogo.corPrincipal,
  });
  const estabelecimentos = catalogo.estabelecimentos.map((e, i) =>
    planejarEstabelecimento(faker, plano, refs, pos, cnpj, e, i + 1),
  );
  const areas: Area[] = [];
  for (const raiz of [...AREAS_COMUNS, ...AREAS_SETOR[catalogo.setor]])
    planejarArea(plano, catalogo, pos, raiz, null, 'fin', areas);
  const grupos = new Map(GRUPOS.map((g) => [g, plano.grupo_ocupacional.add({ empresa_id: pos, nome: g })]));

  const inicio = inicioDoMes(ref, -12 * ANOS_DE_HISTORIA - 2);
  const reajustes = new Map<number, number>();
  for (let ano = anoDe(inicio); ano <= anoDe(ref) + 1; ano++)
    reajustes.set(ano, faker.number.int({ min: 350, max: 800 }) / 10_000);
  const reajuste = (ano: number) => reajustes.get(ano) ?? 0.05;
  const datasBase: number[] = [];
  for (let ano = anoDe(inicio); ano <= anoDe(ref); ano++) {
    const d = diaDe(ano, catalogo.mesDataBase);
    if (d > inicio && d <= ref) datasBase.push(d);
  }
  const indices = new Map(
    INDICES.map((ic) => [ic.chave, planejarIndice(plano, pos, catalogo, ic, inicio, ref, reajuste)]),
  );
  const piso = indices.get('categoria')!;
  const referencia = (cargo: Cargo, faixa: number, d: number) =>
    (cargo.catalogo.salario * PASSO_FAIXA ** faixa * piso.valorEm(d)) / piso.valorEm(ref);
  const implantacao = [...datasBase].reverse().find((d) => d <= inicioDoMes(ref, -12 * ANOS_DO_PLANO))!;

  const empresa: EmpresaPlano = {
    pos,
    catalogo,
    estabelecimentos,
    areas,
    cargos: [],
    indices,
    reajuste,
    datasBase,
    implantacao,
    referencia,
  };
  for (const cc of [...CARGOS_COMUNS, ...CARGOS_SETOR[catalogo.setor]]) {
    if (!refs.cbo.has(cc.cbo)) throw new Error(`Código CBO ${cc.cbo} (${cc.nome}) não existe na tabela cbo.`);
    empresa.cargos.push(planejarCargo(faker, plano, empresa, cc, grupos.get(cc.grupo)!));
  }
  return empresa;
}

function planejarEstabelecimento(
  faker: Faker,
  plano: Plano,
  refs: Referencias,
  empresa: number,
  cnpj: string,
  e: { nome: string; cidade: CidadeCatalogo },
  filial: number,
): Estabelecimento {
  const cidade = refs.cidades.get(e.cidade.ibge);
  if (!cidade) throw new Error(`Cidade IBGE ${e.cidade.ibge} não encontrada na tabela cidade.`);
  const cep = `${e.cidade.cep}${faker.string.numeric(3)}`;
  const pos = plano.estabelecimento.add({
    empresa_id: empresa,
    nome: e.nome,
    tipo_inscricao: 'CNPJ',
    complemento_cnpj: String(filial).padStart(4, '0'),
    inscricao: cnpjFilial(cnpj, filial),
    endereco_cep: cep,
    endereco_logradouro: faker.location.street(),
    endereco_numero: String(faker.number.int({ min: 10, max: 4000 })),
    endereco_bairro: faker.helpers.arrayElement(BAIRROS),
    endereco_uf_id: cidade.ufId,
    endereco_cidade_id: cidade.id,
  });
  return { pos, cidade, cep: e.cidade.cep, ddd: e.cidade.ddd, matriz: filial === 1 };
}

function planejarArea(
  plano: Plano,
  empresa: EmpresaCatalogo,
  empresaPos: number,
  no: NoArea,
  mae: Area | null,
  tagMae: string,
  out: Area[],
): void {
  const tag = no.tag ?? tagMae;
  const nivel = mae ? mae.nivel + 1 : 1;
  const pos = plano.area_organizacional.add({
    empresa_id: empresaPos,
    nome: no.nome,
    area_mae_id: mae?.pos ?? null,
    ativo: true,
    exibir_organograma: true,
    email: nivel <= 2 ? `${slug(no.nome)}@${empresa.dominio}` : null,
  });
  const area: Area = { pos, nivel, tag, mae };
  out.push(area);
  for (const filha of no.filhas ?? []) planejarArea(plano, empresa, empresaPos, filha, area, tag, out);
}

/** One entry a month from `inicio` to the reference month; `valorEm` answers the value at any day. */
function planejarIndice(
  plano: Plano,
  empresa: number,
  catalogo: EmpresaCatalogo,
  ic: IndiceCatalogo,
  inicio: number,
  ref: number,
  reajuste: (ano: number) => number,
): Indice {
  const pos = plano.indice.add({ empresa_id: empresa, nome: ic.nome(catalogo.setor), grupo_ac: ic.grupoAC });
  const meses: number[] = [];
  for (let m = inicio; m <= ref; m = inicioDoMes(m, 1)) meses.push(m);
  // the change applied at each month (1 = none); the first value is chosen so the last one is `ic.valor`
  const fator = (m: number) => {
    const d = new Date(m * 86_400_000);
    if (ic.reajuste === 'mensal') return 1 + reajuste(d.getUTCFullYear()) / 12;
    if (ic.reajuste === 'anual')
      return d.getUTCMonth() + 1 === catalogo.mesDataBase ? 1 + reajuste(d.getUTCFullYear()) : 1;
    return 1;
  };
  const valores: number[] = [];
  if (ic.reajuste === 'minimo') {
    for (const m of meses) valores.push(salarioMinimo(m));
  } else {
    let v = ic.valor / meses.slice(1).reduce((p, m) => p * fator(m), 1);
    for (const [i, m] of meses.entries()) {
      if (i > 0) v *= fator(m);
      valores.push(centavos(v));
    }
  }
  for (const [i, m] of meses.entries())
    plano.indice_historico.add({ owner_id: pos, posicao: i, data: iso(m), valor: valores[i]!.toFixed(2) });
  const primeiro = mesAbsoluto(inicio);
  const valorEm = (d: number) =>
    valores[Math.min(valores.length - 1, Math.max(0, mesAbsoluto(d) - primeiro))]!;
  return { pos, chave: ic.chave, valorEm };
}

/** The minimum wage in force in month `m` (real values; estimated after the last decree). */
function salarioMinimo(m: number): number {
  const chave = iso(m).slice(0, 7);
  let valor = SALARIO_MINIMO[0]![1];
  for (const [desde, v] of SALARIO_MINIMO) if (desde <= chave) valor = v;
  const [ultimo, ultimoValor] = SALARIO_MINIMO[SALARIO_MINIMO.length - 1]!;
  const anosDepois = anoDe(m) - Number(ultimo.slice(0, 4));
  return anosDepois > 0 ? Math.round(ultimoValor * 1.05 ** anosDepois) : valor;
}

function nomesFaixas(cc: CargoCatalogo): string[] {
  if (cc.faixas === 1) return ['Única'];
  const nomes =
    cc.grupo === 'Nível Superior' ? ['Júnior', 'Pleno', 'Sênior', 'Especialista'] : ['I', 'II', 'III', 'IV'];
  return nomes.slice(0, cc.faixas);
}

function areasDoCargo(areas: Area[], cc: CargoCatalogo): Area[] {
  const daTag = areas.filter((a) => cc.tags.includes(a.tag));
  if (cc.nivel) return daTag.filter((a) => a.nivel === cc.nivel);
  const profundas = daTag.filter((a) => a.nivel >= 3);
  return profundas.length ? profundas : daTag.filter((a) => a.nivel >= 2);
}

function planejarCargo(
  faker: Faker,
  plano: Plano,
  empresa: EmpresaPlano,
  cc: CargoCatalogo,
  grupo: number,
): Cargo {
  const anos = faker.number.int({ min: cc.grupo === 'Operacional' ? 0 : 1, max: cc.nivel ? 8 : 4 });
  const pos = plano.cargo.add({
    empresa_id: empresa.pos,
    nome: cc.nome,
    nome_mercado: cc.mercado,
    ativa: true,
    exibir_modulo_externo: !cc.nivel,
    grupo_ocupacional_id: grupo,
    escolaridade: cc.escolaridade,
    experiencia:
      anos === 0 ? 'Não exige experiência anterior.' : `Experiência mínima de ${anos} ano(s) na função.`,
    missao: `Executar as atividades de ${cc.mercado.toLowerCase()} com qualidade, segurança e foco nos resultados da ${empresa.catalogo.nome}.`,
  });
  const areas = areasDoCargo(empresa.areas, cc);
  if (areas.length === 0)
    throw new Error(`O cargo ${cc.nome} não tem área no catálogo (${cc.tags.join(', ')}).`);
  for (const a of areas) plano.cargo_areas_organizacionais.add({ owner_id: pos, ref_id: a.pos });
  const cargo: Cargo = { pos, catalogo: cc, areas, faixas: [] };
  cargo.faixas = nomesFaixas(cc).map((nome, i) => planejarFaixa(plano, empresa, cargo, nome, i));
  return cargo;
}

/**
 * A range "by value" gets an entry at the plan's start and at every data-base since (the yearly
 * adjustment); one "by index" gets its quantity at the start and a revision two years later.
 */
function planejarFaixa(plano: Plano, empresa: EmpresaPlano, cargo: Cargo, nome: string, i: number): Faixa {
  const cc = cargo.catalogo;
  const pos = plano.faixa_salarial.add({
    empresa_id: empresa.pos,
    cargo_id: cargo.pos,
    nome,
    codigo_cbo: cc.cbo,
  });
  const datas = empresa.datasBase.filter((d) => d >= empresa.implantacao);
  const indice = cc.indice ? empresa.indices.get(cc.indice)! : undefined;
  const entradas: { dia: number; valor?: number; quantidade?: number }[] = [];
  if (indice) {
    for (const d of [datas[0]!, ...(datas[2] === undefined ? [] : [datas[2]])]) {
      const quantidade = Math.max(1, centavos(empresa.referencia(cargo, i, d) / indice.valorEm(d)));
      entradas.push({ dia: d, quantidade });
    }
  } else {
    for (const d of datas) entradas.push({ dia: d, valor: centavos(empresa.referencia(cargo, i, d)) });
  }
  for (const [posicao, e] of entradas.entries())
    plano.faixa_salarial_historico.add({
      owner_id: pos,
      posicao,
      data: iso(e.dia),
      tipo: indice ? 2 : 3,
      indice_id: indice ? indice.pos : null,
      quantidade: e.quantidade?.toFixed(2) ?? null,
      valor: e.valor?.toFixed(2) ?? null,
    });
  const valorEm = (d: number) => {
    let e = entradas[0]!;
    for (const x of entradas) if (x.dia <= d) e = x;
    return indice ? centavos(indice.valorEm(d) * e.quantidade!) : e.valor!;
  };
  return { pos, valorEm };
}

/** 'Gerência de Vendas' → 'gerencia.vendas' (e-mail addresses). */
export function slug(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(de|da|do|das|dos|e)\b/g, ' ')
    .trim()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
