// Exam schedule benchmark (not part of npm test): 50,000 employees in 10 environments × 5 functions over 4
// establishments and 5 areas, 3 environments with noise in their condition, 4 PCMSO items (everyone's clinical
// exam, audiometry for the noise-exposed, a blood count for one function, spirometry for two environments),
// ~110,000 ASOs with ~190,000 exams spread over three years, plus 2,000 long leaves; then the schedule through
// the API (GET sst/agenda-exames: one set-based query, counted, paged) with the screen's usual filters.
// Target: ≤ 1 s.   npx tsx bench/sst-agenda-exames.ts [--talentos 50000] [--runs 7]

import { ruidoComEpi } from '../tests/api/sst/fixtures.ts';
import { appNovo } from './app-novo.ts';

const arg = (name: string, padrao: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : padrao;
const TALENTOS = arg('--talentos', 50_000);
const RUNS = arg('--runs', 7);
const { app, db, cookie, encerrar } = await appNovo('agenda');
async function api(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: { cookie } });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 400)}`);
  return res.json();
}
const post = (url: string, payload: object) => api('POST', url, payload);

const t0 = performance.now();
console.log(`Preparando ${TALENTOS.toLocaleString('pt-BR')} talentos...`);
await db.query(`UPDATE empresa SET cnpj = '11222333000181' WHERE id = 1`);
const estabelecimentos: number[] = [];
for (let i = 0; i < 4; i++)
  estabelecimentos.push(
    (
      await post('/api/utilitario/estabelecimentos', {
        nome: `Unidade ${i + 1}`,
        tipoInscricao: 'CNPJ',
        complementoCnpj: String(i + 1).padStart(4, '0'),
        endereco: {
          logradouro: 'Av. Paulista',
          numero: '1000',
          bairro: 'Bela Vista',
          uf: { id: 35 },
          cidade: { id: 3550308 },
        },
      })
    ).id,
  );
const prof = await post('/api/sst/profissional', {
  nome: 'Eng. Carla',
  cpf: '39053344705',
  orgaoDeClasse: 4,
  numeroInscricao: '5061234567',
  uf: { id: 35 },
});
const medica = await post('/api/sst/profissional', {
  nome: 'Dra. Marta',
  orgaoDeClasse: 1,
  numeroInscricao: '123456',
  uf: { id: 35 },
});
const risco = await post('/api/sst/risco', { grupoRisco: 'FISICO', descricao: 'Ruído' });
const tipoEpi = await post('/api/sst/tipos-epi', { nome: 'Protetor auricular' });
const epi = await post('/api/sst/epis', {
  nome: 'Protetor',
  tipoEpi: { id: tipoEpi.id },
  descricao: 'Concha',
  historicoCA: [{ data: '2020-01-01', numeroCA: '5745', vencimentoCA: '2030-01-01' }],
});
const g = (await api('GET', '/api/sst/gravidades-risco'))[0].id;
const p = (await api('GET', '/api/sst/probabilidades-risco'))[0].id;
const avaliacao = {
  probabilidadeRisco: { id: p },
  gravidadeRisco: { id: g },
  classificacaoSeveridadeRisco: 'MODERADO',
};
const ambientes: number[] = [];
const funcoes: number[] = [];
for (let i = 0; i < 10; i++) {
  const a = await post('/api/sst/ambientes', {
    historicos: [
      {
        data: '2020-01-01',
        nomeAmbiente: `Setor ${i + 1}`,
        tipoLocal: 'E',
        estabelecimento: { id: estabelecimentos[i % 4] },
      },
    ],
  });
  ambientes.push(a.id);
  await post('/api/sst/condicoes-ambientais', {
    data: '2022-01-01',
    ambiente: { id: a.id },
    profissionais: [prof.id],
    agentes:
      i < 3 ? [ruidoComEpi(risco.id, epi.id, avaliacao)] : [{ atividadePerigosaInsalubre: { id: 901001 } }],
  });
}
for (let i = 0; i < 5; i++)
  funcoes.push(
    (
      await post('/api/sst/funcoes', {
        historicos: [
          {
            data: '2020-01-01',
            nomeFuncao: `Função ${i + 1}`,
            cbo: { id: 784205 },
            descricao: `Atividades ${i + 1}.`,
          },
        ],
      })
    ).id,
  );
const exame = async (nome: string, meses: number, procedimento: number) =>
  (
    await post('/api/sst/exame', {
      nome,
      periodico: true,
      periodicidade: meses,
      procedimentoEsocial: { id: procedimento },
    })
  ).id;
const clinico = await exame('Exame clínico', 12, 295);
const audiometria = await exame('Audiometria', 24, 281);
const hemograma = await exame('Hemograma', 12, 693);
const espirometria = await exame('Espirometria', 24, 1057);
await post('/api/sst/pcmso', { descricao: 'Clínico', exame: { id: clinico }, tipos: [0, 1, 2, 9] });
await post('/api/sst/pcmso', {
  descricao: 'Audiometria',
  exame: { id: audiometria },
  tipos: [0, 1],
  periodicidade: 6,
  riscos: [risco.id],
});
await post('/api/sst/pcmso', {
  descricao: 'Hemograma',
  exame: { id: hemograma },
  tipos: [1],
  funcoes: [funcoes[0]],
});
await post('/api/sst/pcmso', {
  descricao: 'Espirometria',
  exame: { id: espirometria },
  tipos: [0, 1],
  ambientes: [ambientes[3], ambientes[4]],
});
const raiz = await post('/api/cargo-salario/areas-organizacionais', { nome: 'Operações' });
const areas = [raiz.id];
for (let i = 0; i < 4; i++)
  areas.push(
    (
      await post('/api/cargo-salario/areas-organizacionais', {
        nome: `Área ${i + 1}`,
        areaMae: { id: raiz.id },
      })
    ).id,
  );
const cargo = await post('/api/cargo-salario/cargos', {
  nome: 'Operador',
  nomeMercado: 'Operador',
  areasOrganizacionais: areas,
});
const faixa = await post('/api/cargo-salario/faixas-salariais', {
  cargo: { id: cargo.id },
  nome: 'A',
  codigoCBO: '784205',
  historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
});

// employees, their career entry, ASOs and leaves: set-based
await db.query(
  `INSERT INTO colaborador (empresa_id, nome, matricula, data_admissao, vinculo, status)
   SELECT 1, 'Talento ' || i, lpad(i::text, 6, '0'), DATE '2021-01-04' + (i % 1700), 'E', 'A'
     FROM generate_series(1, $1::int) i`,
  [TALENTOS],
);
await db.query(
  `INSERT INTO historico_colaborador (empresa_id, colaborador_id, data, motivo, estabelecimento_id, area_organizacional_id,
                                      faixa_salarial_id, tipo_salario, salario, status, ambiente_id, funcao_id)
   SELECT 1, c.id, c.data_admissao, 'A', ($5::int[])[1 + (c.id % 10) % 4], ($3::int[])[1 + c.id % 5], $4::int, 3, 3000, 'C',
          ($1::int[])[1 + c.id % 10], ($2::int[])[1 + (c.id / 10) % 5]
     FROM colaborador c WHERE c.empresa_id = 1`,
  [ambientes, funcoes, areas, faixa.id, estabelecimentos],
);
// admissional ASO for 9 in 10, a periodic one for 6 in 10 within the last 14 months
await db.query(
  `INSERT INTO aso (empresa_id, colaborador_id, tipo, data, resultado, medico_id)
   SELECT 1, c.id, 0, c.data_admissao - 3, 1, $1::int FROM colaborador c WHERE c.empresa_id = 1 AND c.id % 10 <> 0
   UNION ALL
   SELECT 1, c.id, 1, greatest(c.data_admissao + 1, CURRENT_DATE - (c.id * 7 % 430)), 1, $1::int
     FROM colaborador c WHERE c.empresa_id = 1 AND c.id % 10 < 6`,
  [medica.id],
);
await db.query(
  `INSERT INTO aso_exames (owner_id, posicao, exame_id, data, ordem)
   SELECT a.id, 0, $1::int, a.data, NULL::int FROM aso a
   UNION ALL
   SELECT a.id, 1, $2::int, a.data, 1 FROM aso a JOIN historico_colaborador h ON h.colaborador_id = a.colaborador_id
    WHERE h.ambiente_id = ANY($3::int[]) AND a.colaborador_id % 3 <> 0`,
  [clinico, audiometria, ambientes.slice(0, 3)],
);
const motivo = await post('/api/sst/tipos-afastamento', { descricao: 'Doença', classe: 'ACIDENTE_DOENCA' });
await db.query(
  `INSERT INTO afastamento (empresa_id, colaborador_id, afastamento_id, classe, inicio, fim)
   SELECT 1, c.id, $1::int, 'ACIDENTE_DOENCA', CURRENT_DATE - 60 - (c.id % 90), CURRENT_DATE - 20 - (c.id % 90) + 30
     FROM colaborador c WHERE c.empresa_id = 1 AND c.id % 25 = 0`,
  [motivo.id],
);
await db.query('ANALYZE');
const n = await db.query(
  `SELECT (SELECT count(*) FROM aso)::int AS asos, (SELECT count(*) FROM aso_exames)::int AS exames`,
);
console.log(
  `  preparado em ${((performance.now() - t0) / 1000).toFixed(0)} s: ${n.rows[0].asos.toLocaleString('pt-BR')} ASOs, ` +
    `${n.rows[0].exames.toLocaleString('pt-BR')} exames`,
);

async function medir(rotulo: string, query: string) {
  const tempos: number[] = [];
  let r: any;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    r = await api('GET', `/api/sst/agenda-exames?${query}`);
    tempos.push(performance.now() - t);
  }
  tempos.sort((a, b) => a - b);
  const mediana = tempos[Math.floor(tempos.length / 2)]!;
  console.log(
    `  ${rotulo.padEnd(42)} mediana ${mediana.toFixed(0).padStart(4)} ms, pior ${tempos.at(-1)!.toFixed(0).padStart(4)} ms` +
      ` — ${Number(r.total).toLocaleString('pt-BR')} linhas (${Object.entries(r.contagem ?? {})
        .map(([k, v]) => `${k} ${Number(v).toLocaleString('pt-BR')}`)
        .join(', ')})`,
  );
  return mediana;
}

console.log(`Agenda (GET /api/sst/agenda-exames, ${RUNS} execuções cada; meta <= 1000 ms):`);
const medianas = [
  await medir('tela: vencidos, a vencer e pendentes', 'status=VENCIDO,A_VENCER,PENDENTE&size=25'),
  await medir('tudo (inclusive em dia), 1ª página', 'size=50'),
  await medir('página 200', 'size=50&page=200'),
  await medir('vencidos de um estabelecimento', `status=VENCIDO&estabelecimento=${estabelecimentos[1]}`),
  await medir('uma área e subáreas, um exame', `area=${raiz.id}&exame=${audiometria}`),
  await medir('vencimento em 60 dias', `dataIni=2026-11-26&dataFim=2027-01-25`),
  await medir('um nome', 'nome=Talento 4242'),
];
console.log(`  pior mediana: ${Math.max(...medianas).toFixed(0)} ms`);
await encerrar();
