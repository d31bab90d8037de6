// Employees of a demo company and their careers. Each career is simulated day by day over the company's
// calendar: admission, 0–5 career events (promotions, transfers, individual raises), the yearly
// collective adjustment (dissídio, an entry only while the salary is a plain value) and, for those
// employed when the job and salary plan started, the entry that put them on a range. Rows are written
// with their data_fim already right (the day before the next entry not cancelled), so the trigger that
// keeps it (historico-colaborador.sql.ts) finds nothing to change.
import type { Faker } from '@faker-js/faker';
import { iso } from './calendario.ts';
import { novoCpf, novoPis } from './documentos.ts';
import {
  ANOS_DE_HISTORIA,
  type Area,
  BAIRROS,
  type Cargo,
  centavos,
  dinheiro,
  type EmpresaPlano,
  type Estabelecimento,
  slug,
} from './estrutura.ts';
import type { Plano, Referencias } from './plano.ts';

const TAGS_SUPORTE = new Set(['fin', 'adm', 'ti', 'rh', 'sst', 'com']);
/** Share of women by the tag of the job's areas (the rest: half). */
const FEMININO: Record<string, number> = {
  obra: 0.08,
  qualidade: 0.3,
  enf: 0.85,
  hotel: 0.7,
  agri: 0.15,
  ind: 0.4,
  log: 0.2,
};
const PROVEDORES = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br'];

type Tipo = 1 | 2 | 3;
type Estado = {
  cargo: Cargo;
  faixa: number;
  area: Area;
  estab: Estabelecimento;
  tipo: Tipo;
  salario: number;
};
type Entrada = {
  dia: number;
  motivo: string;
  estado: Estado;
  status: 'C' | 'X';
  observacao?: string;
};
type Evento = { dia: number; tipo: 'A' | 'DI' | 'PCS' | 'CARREIRA' };

export type Contadores = { ativos: number; desligados: number; historicos: number };

/** Plans `quantidade` employees of `empresa`, numbered (matrícula) in admission order. */
export function planejarColaboradores(
  faker: Faker,
  plano: Plano,
  refs: Referencias,
  empresa: EmpresaPlano,
  quantidade: number,
  ref: number,
  usados: Set<string>,
): Contadores {
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
    const desligamento = desligado ? faker.number.int({ min: admissao + 90, max: ref - 1 }) : null;
    const estab = escolherEstabelecimento(faker, empresa, cargo);
    const pos = planejarPessoa(
      faker,
      plano,
      refs,
      empresa,
      cargo,
      estab,
      admissao,
      desligamento,
      i + 1,
      usados,
    );
    const n = planejarCarreira(
      faker,
      plano,
      empresa,
      pos,
      cargo,
      lider?.area,
      estab,
      admissao,
      desligamento ?? ref,
    );
    contadores.historicos += n;
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

function escolherEstabelecimento(faker: Faker, empresa: EmpresaPlano, cargo: Cargo): Estabelecimento {
  const suporte = cargo.catalogo.tags.some((t) => TAGS_SUPORTE.has(t));
  const matriz = empresa.estabelecimentos[0]!;
  if (suporte)
    return faker.number.float() < 0.75 ? matriz : faker.helpers.arrayElement(empresa.estabelecimentos);
  return faker.helpers.weightedArrayElement(
    empresa.estabelecimentos.map((e) => ({ value: e, weight: e.matriz ? 1 : 2 })),
  );
}

function planejarPessoa(
  faker: Faker,
  plano: Plano,
  refs: Referencias,
  empresa: EmpresaPlano,
  cargo: Cargo,
  estab: Estabelecimento,
  admissao: number,
  desligamento: number | null,
  matricula: number,
  usados: Set<string>,
): number {
  const tag = cargo.areas[0]!.tag;
  const sexo = faker.number.float() < (FEMININO[tag] ?? 0.5) ? 'F' : 'M';
  const primeiro = faker.person.firstName(sexo === 'F' ? 'female' : 'male');
  const sobrenome1 = faker.person.lastName();
  let sobrenome2 = faker.person.lastName();
  if (sobrenome2 === sobrenome1) sobrenome2 = faker.person.lastName();
  const nome = `${primeiro} ${sobrenome1} ${sobrenome2}`;
  const idade = faker.number.int({ min: 18, max: 55 });
  const nascimento = admissao - idade * 365 - faker.number.int({ min: 0, max: 364 });
  // the establishment of the admission decides the home town (most live in the same city)
  const mesmaCidade = faker.number.float() < 0.85;
  const cidades = refs.cidadesPorUf.get(estab.cidade.ufId)!;
  const cidade = mesmaCidade ? estab.cidade : faker.helpers.arrayElement(cidades);
  const cep = mesmaCidade
    ? `${estab.cep}${faker.string.numeric(3)}`
    : `${estab.cep.slice(0, 2)}${faker.string.numeric(6)}`;
  return plano.colaborador.add({
    empresa_id: empresa.pos,
    nome,
    matricula: String(matricula).padStart(6, '0'),
    cpf: novoCpf(faker, usados),
    pessoal_data_nascimento: iso(nascimento),
    pessoal_naturalidade:
      faker.number.float() < 0.7 ? estab.cidade.nome : faker.helpers.arrayElement(cidades).nome,
    pessoal_sexo: sexo,
    pessoal_estado_civil: faker.helpers.weightedArrayElement([
      { value: '01', weight: 45 },
      { value: '02', weight: 40 },
      { value: '03', weight: 8 },
      { value: '05', weight: 7 },
    ]),
    pessoal_escolaridade: cargo.catalogo.escolaridade,
    pessoal_etnia_raca: faker.helpers.weightedArrayElement([
      { value: '1', weight: 43 },
      { value: '2', weight: 10 },
      { value: '4', weight: 45 },
      { value: '6', weight: 1 },
      { value: '9', weight: 1 },
    ]),
    pessoal_deficiencia: faker.number.float() < 0.04 ? String(faker.number.int({ min: 1, max: 5 })) : '0',
    pessoal_qtd_filhos: faker.helpers.weightedArrayElement([
      { value: 0, weight: 40 },
      { value: 1, weight: 30 },
      { value: 2, weight: 22 },
      { value: 3, weight: 8 },
    ]),
    pessoal_mae: `${faker.person.firstName('female')} ${faker.person.lastName()} ${sobrenome1}`,
    documentos_pis: novoPis(faker, usados),
    documentos_rg: faker.string.numeric({ length: 9, allowLeadingZeros: false }),
    documentos_rg_orgao_emissor: 'SSP',
    documentos_rg_uf_id: estab.cidade.ufId,
    documentos_rg_data_expedicao: iso(nascimento + 18 * 365 + faker.number.int({ min: 0, max: 3000 })),
    documentos_ctps_numero: faker.string.numeric({ length: 7, allowLeadingZeros: false }),
    documentos_ctps_serie: faker.string.numeric(4),
    documentos_ctps_uf_id: estab.cidade.ufId,
    endereco_cep: cep,
    endereco_logradouro: faker.location.street(),
    endereco_numero: String(faker.number.int({ min: 1, max: 2500 })),
    endereco_complemento:
      faker.number.float() < 0.3 ? `Apto ${faker.number.int({ min: 11, max: 1204 })}` : null,
    endereco_bairro: faker.helpers.arrayElement(BAIRROS),
    endereco_uf_id: cidade.ufId,
    endereco_cidade_id: cidade.id,
    contato_email: `${slug(primeiro)}.${slug(sobrenome2)}${faker.number.int({ min: 1, max: 99 })}@${faker.helpers.arrayElement(PROVEDORES)}`,
    contato_ddd_celular: estab.ddd,
    contato_fone_celular: `9${faker.number.int({ min: 6, max: 9 })}${faker.string.numeric(7)}`,
    data_admissao: iso(admissao),
    data_desligamento: desligamento === null ? null : iso(desligamento),
    vinculo: 'E',
    status: desligamento === null ? 'A' : 'D',
  });
}

/** Salary type of an entry from the plan's start on: mostly by range, some by index or by value. */
function tipoNoPlano(faker: Faker, cargo: Cargo): Tipo {
  if (cargo.catalogo.nivel === 1) return 3;
  const u = faker.number.float();
  if (u < 0.1) return 3;
  if (u < 0.18 && cargo.catalogo.indice) return 2;
  return 1;
}

/** Where a vertical promotion from `cargo` leads (catalog `proximo`), if anywhere. */
const proximoCargo = (empresa: EmpresaPlano, cargo: Cargo): Cargo | undefined =>
  empresa.cargos.find((c) => c.catalogo.nome === cargo.catalogo.proximo);

/** The area of the new job nearest to `atual`: itself, else its closest ancestor, else one of the same tag. */
function areaMaisProxima(faker: Faker, cargo: Cargo, atual: Area): Area {
  for (let a: Area | null = atual; a; a = a.mae) if (cargo.areas.includes(a)) return a;
  const mesmaTag = cargo.areas.filter((a) => a.tag === atual.tag);
  return faker.helpers.arrayElement(mesmaTag.length ? mesmaTag : cargo.areas);
}

function planejarCarreira(
  faker: Faker,
  plano: Plano,
  empresa: EmpresaPlano,
  colaborador: number,
  cargo: Cargo,
  area: Area | undefined,
  estab: Estabelecimento,
  admissao: number,
  fim: number,
): number {
  const P = empresa.implantacao;
  const eventos: Evento[] = [{ dia: admissao, tipo: 'A' }];
  for (const d of empresa.datasBase) if (d > admissao && d <= fim) eventos.push({ dia: d, tipo: 'DI' });
  if (admissao < P && P <= fim && !eventos.some((e) => e.dia === P)) eventos.push({ dia: P, tipo: 'PCS' });
  const ocupados = new Set(eventos.map((e) => e.dia));
  // 0–5 events, more for longer careers (about one every two or three years)
  const maximo = Math.min(5, Math.floor((fim - admissao) / 300));
  const quantos = Math.round(maximo * (0.4 + 0.6 * faker.number.float()));
  for (let i = 0; i < quantos; i++) {
    const d = faker.number.int({ min: admissao + 60, max: fim });
    if (ocupados.has(d)) continue;
    ocupados.add(d);
    eventos.push({ dia: d, tipo: 'CARREIRA' });
  }
  eventos.sort((a, b) => a.dia - b.dia);

  const entradas: Entrada[] = [];
  let estado: Estado = {
    cargo,
    faixa: Math.min(
      cargo.faixas.length - 1,
      faker.helpers.weightedArrayElement([
        { value: 0, weight: 70 },
        { value: 1, weight: 25 },
        { value: 2, weight: 5 },
      ]),
    ),
    area: area ?? faker.helpers.arrayElement(cargo.areas),
    estab,
    tipo: 3,
    salario: 0,
  };
  for (const ev of eventos) {
    const novo = { ...estado };
    let motivo: string;
    let observacao: string | undefined;
    if (ev.tipo === 'A') {
      motivo = 'A';
      novo.tipo =
        admissao >= P
          ? tipoNoPlano(faker, cargo)
          : cargo.catalogo.indice && faker.number.float() < 0.25
            ? 2
            : 3;
      novo.salario = centavos(
        empresa.referencia(cargo, novo.faixa, ev.dia) * (0.97 + faker.number.float() * 0.09),
      );
    } else if (ev.tipo === 'PCS') {
      motivo = 'O';
      observacao = 'Enquadramento no Plano de Cargos e Salários';
      novo.tipo = tipoNoPlano(faker, novo.cargo);
      novo.faixa = faixaMaisProxima(empresa, novo.cargo, novo.salario, ev.dia);
    } else if (ev.tipo === 'DI') {
      novo.salario = centavos(
        novo.salario * (1 + empresa.reajuste(new Date(ev.dia * 86_400_000).getUTCFullYear())),
      );
      estado = novo;
      // by range or by index the collective adjustment comes from the range or the index: no entry
      if (novo.tipo !== 3) continue;
      motivo = 'DI';
    } else {
      motivo = eventoDeCarreira(faker, empresa, novo, ev.dia);
    }
    if (novo.tipo === 1) novo.salario = novo.cargo.faixas[novo.faixa]!.valorEm(ev.dia);
    entradas.push({ dia: ev.dia, motivo, estado: novo, status: 'C', observacao });
    estado = novo;
  }
  // now and then an entry typed twice and cancelled: out of the validity chain (data_fim stays empty)
  if (entradas.length > 1 && faker.number.float() < 0.02) {
    const d = faker.number.int({ min: admissao + 1, max: fim });
    if (!ocupados.has(d)) {
      const base = [...entradas].reverse().find((e) => e.dia < d)!;
      entradas.push({
        dia: d,
        motivo: 'RI',
        estado: { ...base.estado, tipo: 3 },
        status: 'X',
        observacao: 'Lançamento cancelado: registrado em duplicidade',
      });
      entradas.sort((a, b) => a.dia - b.dia);
    }
  }
  gravarEntradas(plano, empresa, colaborador, entradas);
  return entradas.length;
}

function faixaMaisProxima(empresa: EmpresaPlano, cargo: Cargo, salario: number, d: number): number {
  let melhor = 0;
  cargo.faixas.forEach((_, i) => {
    const delta = (j: number) => Math.abs(empresa.referencia(cargo, j, d) - salario);
    if (delta(i) < delta(melhor)) melhor = i;
  });
  return melhor;
}

/** Applies a promotion, transfer or individual raise to `e` (in place); returns the history motive. */
function eventoDeCarreira(faker: Faker, empresa: EmpresaPlano, e: Estado, d: number): string {
  const tipo = faker.helpers.weightedArrayElement([
    { value: 'PH', weight: 35 },
    { value: 'PV', weight: 15 },
    { value: 'TR', weight: 15 },
    { value: 'RI', weight: 35 },
  ]);
  const proximo = tipo === 'PV' ? proximoCargo(empresa, e.cargo) : undefined;
  if (proximo) {
    e.cargo = proximo;
    e.faixa = 0;
    e.area = areaMaisProxima(faker, proximo, e.area);
    e.salario = centavos(Math.max(e.salario * 1.1, empresa.referencia(proximo, 0, d)));
    // no index on the new job: by range once the plan exists, by value before it
    if (e.tipo === 2 && !proximo.catalogo.indice) e.tipo = d >= empresa.implantacao ? 1 : 3;
    return 'PV';
  }
  const outras = e.cargo.areas.filter((a) => a !== e.area);
  if (tipo === 'TR' && outras.length) {
    e.area = faker.helpers.arrayElement(outras);
    if (faker.number.float() < 0.4) e.estab = faker.helpers.arrayElement(empresa.estabelecimentos);
    return 'TR';
  }
  if ((tipo === 'PH' || e.tipo === 1) && e.faixa < e.cargo.faixas.length - 1) {
    e.faixa++;
    e.salario = centavos(Math.max(e.salario * 1.06, empresa.referencia(e.cargo, e.faixa, d)));
    return 'PH';
  }
  // an individual raise; on the top range a salary "by range" becomes a negotiated value above it
  if (e.tipo === 1) e.tipo = 3;
  e.salario = centavos(e.salario * (1.04 + faker.number.float() * 0.08));
  return 'RI';
}

function gravarEntradas(plano: Plano, empresa: EmpresaPlano, colaborador: number, entradas: Entrada[]): void {
  const vigentes = entradas.filter((e) => e.status !== 'X');
  const fim = new Map(vigentes.slice(0, -1).map((e, i) => [e, vigentes[i + 1]!.dia - 1]));
  for (const e of entradas) {
    const s = e.estado;
    const indice = s.tipo === 2 ? empresa.indices.get(s.cargo.catalogo.indice!)! : undefined;
    plano.historico_colaborador.add({
      empresa_id: empresa.pos,
      colaborador_id: colaborador,
      data: iso(e.dia),
      data_fim: fim.has(e) ? iso(fim.get(e)!) : null,
      motivo: e.motivo,
      estabelecimento_id: s.estab.pos,
      area_organizacional_id: s.area.pos,
      faixa_salarial_id: s.cargo.faixas[s.faixa]!.pos,
      tipo_salario: s.tipo,
      indice_id: indice?.pos ?? null,
      quantidade: indice ? Math.max(1, centavos(s.salario / indice.valorEm(e.dia))).toFixed(2) : null,
      salario: s.tipo === 3 ? dinheiro(s.salario) : null,
      status: e.status,
      observacao: e.observacao ?? null,
    });
  }
}
