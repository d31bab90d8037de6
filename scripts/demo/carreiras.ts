// Careers of the demo employees, simulated over the company's calendar: admission, 0–5 career events
// (promotions, transfers, individual raises), the yearly collective adjustment (dissídio: an entry only
// while the salary is a plain value) and, for those employed when the job and salary plan started, the
// entry that put them on a range. Rows are planned with their data_fim already right (the day before the
// next entry not cancelled), so the trigger that keeps it (historico-colaborador.sql.ts) changes nothing.
import type { Faker } from '@faker-js/faker';
import { iso } from './calendario.ts';
import type { Admissao, Contexto } from './colaboradores.ts';
import {
  type Area,
  type Cargo,
  centavos,
  dinheiro,
  type EmpresaPlano,
  type Estabelecimento,
} from './estrutura.ts';
import type { Plano } from './plano.ts';

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

/** Plans the history entries of employee `colaborador` hired as `a`, up to day `fim`; returns how many. */
export function planejarCarreira(ctx: Contexto, colaborador: number, a: Admissao, fim: number): number {
  const { faker, plano, empresa } = ctx;
  const { cargo, area, estab, admissao } = a;
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
