// Recruitment of a demo company: its selection stages, request reasons, "how did you hear" channels and
// education areas; candidates with a CV (fields and text that agree); personnel requests of the last 18
// months in every situation (open, suspended, closed, cancelled; approved or awaiting approval), each with
// candidates moved through the stages on dated history entries, hires, and a job ad for the open ones.
// Candidate languages are written after the plan (the company's languages are seeded by the database).
import type { Faker } from '@faker-js/faker';
import { iso } from './calendario.ts';
import {
  AREAS_FORMACAO,
  COMO_SOUBE,
  CURSOS_LIVRES,
  ETAPAS,
  FORMACAO_POR_TAG,
  INSTITUICOES,
  MOTIVOS,
  MOTIVOS_SAIDA,
} from './catalogo/captacao.ts';
import { type CandidatoCv, type ExperienciaCv, textoCurriculo } from './curriculo.ts';
import { novoCpf } from './documentos.ts';
import { BAIRROS, type Cargo, type EmpresaPlano, slug } from './estrutura.ts';
import { FEMININO, PROVEDORES } from './pessoas.ts';
import type { Plano, Referencias } from './plano.ts';

/** A language a candidate speaks, by name (the company's idioma rows exist only in the database). */
export type IdiomaPlanejado = { candidato: number; idioma: string; nivel: 'B' | 'I' | 'A' };
export type ContagemCaptacao = { candidatos: number; solicitacoes: number; historicos: number };

const REPROVACOES = [
  'Perfil não aderente à vaga.',
  'Não compareceu à entrevista.',
  'Pretensão salarial acima da faixa.',
  'Não atingiu a nota mínima na avaliação.',
  'Experiência insuficiente para a função.',
];
const APROVACOES = ['Boa comunicação.', 'Perfil aderente.', 'Experiência compatível.', null, null, null];

type Contexto = {
  faker: Faker;
  plano: Plano;
  refs: Referencias;
  empresa: EmpresaPlano;
  usuario: number;
  ref: number;
  usados: Set<string>;
  idiomas: IdiomaPlanejado[];
};
type CandidatoPlanejado = { pos: number; cargos: Cargo[]; cadastro: number; portal: boolean };

/** Plans the company's recruitment with `quantidade` candidates; `usuario` is its RH user (plan position). */
export function planejarCaptacao(
  faker: Faker,
  plano: Plano,
  refs: Referencias,
  empresa: EmpresaPlano,
  usuario: number,
  quantidade: number,
  ref: number,
  usados: Set<string>,
  idiomas: IdiomaPlanejado[],
): ContagemCaptacao {
  const ctx: Contexto = { faker, plano, refs, empresa, usuario, ref, usados, idiomas };
  const e = empresa.pos;
  const etapas = ETAPAS.map((x, i) =>
    plano.etapa_seletiva.add({ empresa_id: e, ordem: i + 1, nome: x.nome }),
  );
  const motivos = MOTIVOS.map((m) => ({
    value: plano.motivo_solicitacao.add({ empresa_id: e, descricao: m.descricao, turnover: m.turnover }),
    weight: m.peso,
  }));
  const canais = COMO_SOUBE.map(([nome, weight]) => ({
    value: plano.como_ficou_sabendo_vaga.add({ empresa_id: e, nome }),
    weight,
  }));
  const areasFormacao = new Map(
    AREAS_FORMACAO.map((n) => [n, plano.area_formacao.add({ empresa_id: e, nome: n })]),
  );
  // candidates and requests are for the jobs people are hired into, not the management seats
  const vagas = empresa.cargos
    .filter((c) => !c.catalogo.nivel)
    .map((c) => ({ value: c, weight: c.catalogo.peso }));
  const porCargo = new Map<number, CandidatoPlanejado[]>();
  const todos: CandidatoPlanejado[] = [];
  for (let i = 0; i < quantidade; i++) {
    const c = planejarCandidato(ctx, vagas, canais, areasFormacao);
    todos.push(c);
    for (const cargo of c.cargos) {
      const lista = porCargo.get(cargo.pos);
      if (lista) lista.push(c);
      else porCargo.set(cargo.pos, [c]);
    }
  }
  const contagem: ContagemCaptacao = { candidatos: quantidade, solicitacoes: 0, historicos: 0 };
  if (quantidade === 0) return contagem;
  const solicitacoes = Math.min(400, Math.max(6, Math.round(quantidade / 25)));
  for (let i = 0; i < solicitacoes; i++) {
    // the first ones cover every situation, whatever the draw: cancelled, suspended, closed, open, awaiting approval
    const forcada = (['C', 'S', 'E', 'A', 'I'] as const)[i];
    contagem.historicos += planejarSolicitacao(ctx, vagas, motivos, etapas, porCargo, todos, forcada);
    contagem.solicitacoes++;
  }
  return contagem;
}

function planejarCandidato(
  ctx: Contexto,
  vagas: { value: Cargo; weight: number }[],
  canais: { value: number; weight: number }[],
  areasFormacao: Map<string, number>,
): CandidatoPlanejado {
  const { faker, plano, refs, empresa, ref } = ctx;
  const cargo = faker.helpers.weightedArrayElement(vagas);
  const outro = faker.helpers.maybe(() => faker.helpers.weightedArrayElement(vagas), { probability: 0.3 });
  const cargos = outro && outro !== cargo ? [cargo, outro] : [cargo];
  const tag = cargo.areas[0]!.tag;
  const sexo = faker.number.float() < (FEMININO[tag] ?? 0.5) ? 'F' : 'M';
  const primeiro = faker.person.firstName(sexo === 'F' ? 'female' : 'male');
  const sobrenome = `${faker.person.lastName()} ${faker.person.lastName()}`;
  const nome = `${primeiro} ${sobrenome}`;
  const idade = faker.number.int({ min: 18, max: 56 });
  const cadastro = ref - Math.floor(1095 * faker.number.float() ** 0.8);
  const nascimento = cadastro - idade * 365 - faker.number.int({ min: 0, max: 364 });
  const estab = faker.helpers.arrayElement(empresa.estabelecimentos);
  const cidade =
    faker.number.float() < 0.8
      ? estab.cidade
      : faker.helpers.arrayElement(refs.cidadesPorUf.get(estab.cidade.ufId)!);
  const uf = refs.ufs.get(cidade.ufId) ?? '';
  const celular = `9${faker.number.int({ min: 6, max: 9 })}${faker.string.numeric(7)}`;
  const email = `${slug(primeiro)}.${slug(sobrenome.split(' ')[1]!)}${faker.number.int({ min: 1, max: 999 })}@${faker.helpers.arrayElement(PROVEDORES)}`;
  const primeiroEmprego = idade < 22 && faker.number.float() < 0.5;
  const anosExperiencia = primeiroEmprego
    ? 0
    : Math.max(1, Math.min(idade - 18, faker.number.int({ min: 1, max: 20 })));
  const superior = ['09', '10'].includes(cargo.catalogo.escolaridade);
  const portal = faker.number.float() < 0.6;
  const pretensao =
    Math.round((cargo.catalogo.salario * faker.number.float({ min: 0.9, max: 1.3 })) / 50) * 50;
  // the row goes in last (its CV text is made of its lists); the lists point at its position already
  const pos = plano.candidato.linhas;
  for (const c of cargos) plano.candidato_cargos.add({ owner_id: pos, ref_id: c.pos });

  const experiencias: ExperienciaCv[] = [];
  let fim: number | null =
    faker.number.float() < 0.3 ? null : cadastro - faker.number.int({ min: 15, max: 400 });
  for (let i = 0; i < (primeiroEmprego ? 0 : faker.number.int({ min: 1, max: 3 })); i++) {
    const inicio = (fim ?? cadastro) - faker.number.int({ min: 200, max: 1800 });
    if (inicio < nascimento + 16 * 365) break;
    const exp = {
      empresa: faker.company.name(),
      cargo: cargo.catalogo.mercado,
      inicio: iso(inicio),
      fim: fim === null ? null : iso(fim),
      tag,
    };
    experiencias.push(exp);
    plano.candidato_experiencias.add({
      owner_id: pos,
      posicao: i,
      empresa: exp.empresa,
      check_nome_cargo: true,
      nome_mercado: exp.cargo,
      data_admissao: exp.inicio,
      data_desligamento: exp.fim,
      motivo_saida: exp.fim ? faker.helpers.arrayElement(MOTIVOS_SAIDA) : null,
      salario: (cargo.catalogo.salario * faker.number.float({ min: 0.75, max: 1.05 })).toFixed(2),
    });
    fim = inicio - faker.number.int({ min: 10, max: 200 });
  }
  const formacao: string[] = [];
  const opcoes = cargo.catalogo.tags.flatMap((t) => FORMACAO_POR_TAG[t] ?? []);
  if ((superior || faker.number.float() < 0.25) && opcoes.length) {
    const [area, curso] = faker.helpers.arrayElement(opcoes);
    const local = faker.helpers.arrayElement(INSTITUICOES);
    const completo = faker.number.float() < 0.8;
    const conclusao =
      Number(iso(cadastro).slice(0, 4)) - (completo ? faker.number.int({ min: 0, max: 15 }) : -1);
    plano.candidato_formacao.add({
      owner_id: pos,
      posicao: 0,
      area_formacao_id: areasFormacao.get(area) ?? null,
      curso,
      local,
      tipo: curso.startsWith('Técnico') ? 'TECNICO' : 'GRADUACAO',
      situacao: completo ? 'COMPLETO' : 'EM_ANDAMENTO',
      ano_conclusao: conclusao,
    });
    formacao.push(
      `${curso} — ${local} (${completo ? `concluído em ${conclusao}` : `em andamento, previsão ${conclusao}`})`,
    );
  } else formacao.push(`Ensino ${cargo.catalogo.escolaridade === '05' ? 'fundamental' : 'médio'} completo`);
  const cursos = faker.helpers
    .arrayElements(CURSOS_LIVRES, faker.number.int({ min: 0, max: 2 }))
    .map(
      ([c, onde]) =>
        `${c} (${onde}, ${faker.number.int({ min: 2015, max: Number(iso(cadastro).slice(0, 4)) })})`,
    );
  const falados: string[] = [];
  if (faker.number.float() < 0.3) {
    const nivel = faker.helpers.arrayElement(['B', 'I', 'A'] as const);
    ctx.idiomas.push({ candidato: pos, idioma: 'Inglês', nivel });
    falados.push(`Inglês ${{ B: 'básico', I: 'intermediário', A: 'avançado' }[nivel]}`);
  }
  if (faker.number.float() < 0.1) {
    ctx.idiomas.push({ candidato: pos, idioma: 'Espanhol', nivel: 'I' });
    falados.push('Espanhol intermediário');
  }
  const cv: CandidatoCv = {
    nome,
    cargo: cargo.catalogo.mercado,
    tag,
    cidade: cidade.nome,
    uf,
    telefone: `(${estab.ddd}) ${celular.slice(0, 5)}-${celular.slice(5)}`,
    email,
    anosExperiencia,
    experiencias,
    formacao,
    cursos,
    idiomas: falados,
    cnh:
      faker.helpers.maybe(() => faker.helpers.arrayElement(['A', 'B', 'AB', 'D']), { probability: 0.45 }) ??
      null,
  };
  const posicao = plano.candidato.add({
    empresa_id: empresa.pos,
    nome,
    cpf: novoCpf(faker, ctx.usados),
    pessoal_data_nascimento: iso(nascimento),
    pessoal_sexo: sexo,
    pessoal_estado_civil: faker.helpers.weightedArrayElement([
      { value: '01', weight: 55 },
      { value: '02', weight: 35 },
      { value: '05', weight: 10 },
    ]),
    pessoal_escolaridade: superior ? '09' : cargo.catalogo.escolaridade,
    pessoal_naturalidade: cidade.nome,
    pessoal_indicado_por: faker.helpers.maybe(
      () => `${faker.person.firstName()} ${faker.person.lastName()}`,
      {
        probability: 0.1,
      },
    ),
    pessoal_possui_parentes: faker.number.float() < 0.06,
    endereco_cep: `${estab.cep.slice(0, 2)}${faker.string.numeric(6)}`,
    endereco_logradouro: faker.location.street(),
    endereco_numero: String(faker.number.int({ min: 1, max: 2500 })),
    endereco_bairro: faker.helpers.arrayElement(BAIRROS),
    endereco_uf_id: cidade.ufId,
    endereco_cidade_id: cidade.id,
    contato_email: email,
    contato_ddd_celular: estab.ddd,
    contato_fone_celular: celular,
    primeiro_emprego: primeiroEmprego,
    colocacao: 'E',
    pretencao_salarial: pretensao.toFixed(2),
    como_ficou_sabendo_vaga_id: faker.helpers.maybe(() => faker.helpers.weightedArrayElement(canais), {
      probability: 0.92,
    }),
    disponivel: faker.number.float() < 0.9,
    qualificacao_cadastral: faker.helpers.weightedArrayElement([
      { value: 'QUALIFICADO', weight: 35 },
      { value: 'NAO_QUALIFICADO', weight: 15 },
      { value: 'DADOS_INCOMPLETOS', weight: 10 },
      { value: 'NAO_VERIFICADO', weight: 40 },
    ]),
    status_cadastral: faker.number.float() < 0.85 ? 'COMPLETO' : 'INCOMPLETO',
    contratado: false,
    origem: portal ? 'E' : 'I',
    data_cadastro: iso(cadastro),
    data_atualizacao: iso(Math.min(ref, cadastro + faker.number.int({ min: 0, max: 120 }))),
    cursos: cursos.length ? cursos.join('; ') : null,
    ocr_texto: textoCurriculo(faker, cv),
  });
  if (posicao !== pos) throw new Error('posição do candidato fora de ordem');
  return { pos, cargos, cadastro, portal };
}

type Movimento = {
  etapa: number;
  dia: number;
  resultado: 'APROVADO' | 'REPROVADO' | 'PENDENTE';
  obs: string | null;
};

/** One request with its process; answers the history entries it planned. */
function planejarSolicitacao(
  ctx: Contexto,
  vagas: { value: Cargo; weight: number }[],
  motivos: { value: number; weight: number }[],
  etapas: number[],
  porCargo: Map<number, CandidatoPlanejado[]>,
  todos: CandidatoPlanejado[],
  forcada?: 'C' | 'S' | 'E' | 'A' | 'I',
): number {
  const { faker, plano, empresa, ref, usuario } = ctx;
  const cargo = faker.helpers.weightedArrayElement(vagas);
  const idade =
    forcada === 'E'
      ? faker.number.int({ min: 200, max: 540 })
      : forcada === 'A' || forcada === 'I'
        ? faker.number.int({ min: 0, max: 6 })
        : forcada === 'S'
          ? faker.number.int({ min: 10, max: 40 })
          : faker.number.int({ min: 0, max: 540 });
  const data = ref - idade;
  const previsao = data + faker.helpers.arrayElement([30, 45, 60]);
  const quantidade = faker.helpers.weightedArrayElement([
    { value: 1, weight: 70 },
    { value: 2, weight: 20 },
    { value: 3, weight: 10 },
  ]);
  // the whole process as it would go, then cut at the day the request stopped (closed, cancelled) or today
  const pool = (porCargo.get(cargo.pos) ?? todos).filter((c) => c.cadastro <= data + 20);
  const escolhidos = faker.helpers.arrayElements(
    pool.length >= 4 ? pool : todos,
    faker.number.int({ min: 4, max: 16 }),
  );
  const processos = escolhidos.map((c) => {
    const movimentos: Movimento[] = [];
    let dia = Math.max(data, c.cadastro) + faker.number.int({ min: 1, max: 10 });
    const inclusao = dia - 1;
    const desiste = faker.number.float() < 0.05 ? faker.number.int({ min: 1, max: etapas.length - 1 }) : -1;
    for (const [i, etapa] of ETAPAS.entries()) {
      if (i === desiste) break;
      const aprovado = faker.number.float() < etapa.aprovacao;
      movimentos.push({
        etapa: etapas[i]!,
        dia,
        resultado: aprovado ? 'APROVADO' : 'REPROVADO',
        obs: aprovado ? faker.helpers.arrayElement(APROVACOES) : faker.helpers.arrayElement(REPROVACOES),
      });
      if (!aprovado) break;
      dia += faker.number.int({ min: etapa.dias[0], max: etapa.dias[1] });
    }
    const concluiu = movimentos.length === etapas.length && movimentos.at(-1)!.resultado === 'APROVADO';
    return { c, movimentos, inclusao, desistiu: desiste >= 0, concluiu };
  });
  const aprovadosFinal = processos
    .filter((p) => p.concluiu)
    .sort((a, b) => a.movimentos.at(-1)!.dia - b.movimentos.at(-1)!.dia);
  const contratados = new Set(aprovadosFinal.slice(0, quantidade));
  const ultimaContratacao =
    aprovadosFinal[Math.min(quantidade, aprovadosFinal.length) - 1]?.movimentos.at(-1)?.dia;
  let situacao: 'A' | 'S' | 'E' | 'C' = 'A';
  let fim = ref;
  if (forcada === 'C' || (!forcada && faker.number.float() < 0.06)) {
    situacao = 'C';
    fim = Math.min(ref, data + faker.number.int({ min: 5, max: 40 }));
  } else if (forcada === 'S') {
    situacao = 'S';
  } else if (
    aprovadosFinal.length >= quantidade &&
    ultimaContratacao !== undefined &&
    ultimaContratacao + 7 <= ref
  ) {
    situacao = 'E';
    fim = ultimaContratacao + faker.number.int({ min: 0, max: 7 });
  } else if (previsao + 45 <= ref) {
    situacao = 'E';
    fim = previsao + faker.number.int({ min: 0, max: 45 });
  } else if (!forcada && faker.number.float() < 0.1) situacao = 'S';
  const aprovacao = forcada === 'I' || (!forcada && data + 7 > ref && faker.number.float() < 0.5) ? 'I' : 'A';
  const area = faker.helpers.arrayElement(cargo.areas);
  const estab = faker.helpers.arrayElement(empresa.estabelecimentos);
  const sol = plano.solicitacao_pessoal.add({
    empresa_id: empresa.pos,
    data: iso(data),
    descricao:
      `${cargo.catalogo.mercado}${quantidade > 1 ? ` (${quantidade} vagas)` : ''} – ${estab.cidade.nome}`.slice(
        0,
        100,
      ),
    estabelecimento_id: estab.pos,
    area_organizacional_id: area.pos,
    faixa_salarial_id: cargo.faixas[0]!.pos,
    motivo_solicitacao_id: faker.helpers.weightedArrayElement(motivos),
    quantidade,
    horario_comercial: faker.helpers.arrayElement([
      '08:00 às 17:00',
      '07:00 às 16:00',
      '14:00 às 22:00',
      'Escala 12x36',
    ]),
    data_previsao_encerramento: iso(previsao),
    remuneracao: cargo.faixas[0]!.valorEm(data).toFixed(2),
    status: aprovacao,
    data_status: aprovacao === 'A' ? iso(data + 1) : null,
    solicitante_id: usuario,
    liberador_id: aprovacao === 'A' ? usuario : null,
    suspensa: situacao === 'S',
    encerrada: situacao === 'E',
    data_encerramento: situacao === 'E' ? iso(fim) : null,
    obs_encerra: situacao === 'E' ? 'Processo seletivo concluído.' : null,
    cancelada: situacao === 'C',
    obs_cancelamento: situacao === 'C' ? 'Vaga congelada pela diretoria.' : null,
  });
  if (situacao === 'A' && aprovacao === 'A')
    plano.anuncio.add({
      empresa_id: empresa.pos,
      solicitacao_id: sol,
      titulo: `${cargo.catalogo.mercado} – ${estab.cidade.nome}`.slice(0, 100),
      descricao: `Buscamos ${cargo.catalogo.mercado} para atuar em ${estab.cidade.nome}. ${cargo.catalogo.escolaridade === '09' ? 'Ensino superior completo.' : 'Ensino médio completo.'} Horário comercial, benefícios compatíveis com o mercado.`,
      exibir_modulo_externo: true,
      previsao_encerramento: iso(previsao),
      dias_espera_nova_aplicacao: 90,
    });
  let historicos = 0;
  for (const p of processos) {
    if (p.inclusao > fim || (situacao === 'A' && aprovacao === 'I')) continue;
    const feitos = p.movimentos.filter((m) => m.dia <= fim);
    const cortado = feitos.length < p.movimentos.length;
    // still open: the stage the candidate is in awaits its result
    if (cortado && situacao !== 'E' && situacao !== 'C' && feitos.length < p.movimentos.length)
      feitos.push({
        ...p.movimentos[feitos.length]!,
        dia: Math.min(fim, (feitos.at(-1)?.dia ?? p.inclusao) + 2),
        resultado: 'PENDENTE',
        obs: null,
      });
    const contratado = contratados.has(p) && !cortado;
    const ultimo = feitos.at(-1);
    const situacaoCandidato = contratado
      ? 'CONTRATADO'
      : p.desistiu && !cortado
        ? 'DESISTENTE'
        : ultimo?.resultado === 'REPROVADO'
          ? 'REPROVADO'
          : p.concluiu && !cortado
            ? 'APROVADO'
            : 'EM_PROCESSO';
    if (contratado) plano.candidato.colunas.get('contratado')![p.c.pos] = true;
    const lugar = plano.candidato_solicitacao.add({
      empresa_id: empresa.pos,
      candidato_id: p.c.pos,
      solicitacao_id: sol,
      etapa_seletiva_id: ultimo?.etapa ?? null,
      situacao: situacaoCandidato,
      origem: p.c.portal && faker.number.float() < 0.5 ? 'E' : 'I',
      data_inclusao: iso(p.inclusao),
    });
    for (const m of feitos) {
      plano.historico_candidato.add({
        empresa_id: empresa.pos,
        candidato_solicitacao_id: lugar,
        etapa_seletiva_id: m.etapa,
        data: iso(m.dia),
        resultado: m.resultado,
        observacao:
          situacaoCandidato === 'DESISTENTE' && m === ultimo ? 'Candidato desistiu do processo.' : m.obs,
        responsavel_id: usuario,
      });
      historicos++;
    }
  }
  return historicos;
}
