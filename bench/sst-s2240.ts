// S-2240 benchmark (not part of npm test): 10,000 employees in 5 environments × 5 functions, each environment
// with its environmental condition (noise with EPI, dust, no agent…), an A1 certificate; then one batch
// generation through the API: data read, events built, signed (XML-DSig RSA-SHA256), validated against the
// official S-1.3 XSD and stored. Target: ≤ 20 s.   npx tsx bench/sst-s2240.ts [--talentos 10000]

import { certificadoTeste } from '../tests/api/sst/certificado-teste.ts';
import { ruidoComEpi } from '../tests/api/sst/fixtures.ts';
import { appNovo } from './app-novo.ts';

const TALENTOS = Number(process.argv[process.argv.indexOf('--talentos') + 1]) || 10_000;
process.env.GENTE_CHAVE_CERTIFICADOS = 'bench';
const { app, db, cookie, encerrar } = await appNovo('s2240');
async function post(url: string, payload: object) {
  const res = await app.inject({ method: 'POST', url, payload, headers: { cookie } });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 400)}`);
  return res.json();
}

/** A valid CPF from a 9-digit base. */
function cpf(base: number): string {
  const d = String(base).padStart(9, '0').split('').map(Number);
  for (const n of [10, 11]) {
    const s = d.reduce((acc, x, i) => acc + x * (n - i), 0);
    d.push(((s * 10) % 11) % 10);
  }
  return d.join('');
}

console.log(`Preparando ${TALENTOS.toLocaleString('pt-BR')} talentos...`);
await db.query(`UPDATE empresa SET cnpj = '11222333000181' WHERE id = 1`);
const est = await post('/api/utilitario/estabelecimentos', {
  nome: 'Matriz',
  tipoInscricao: 'CNPJ',
  complementoCnpj: '0001',
  endereco: {
    logradouro: 'Av. Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    uf: { id: 35 },
    cidade: { id: 3550308 },
  },
});
const prof = await post('/api/sst/profissional', {
  nome: 'Eng. Carla',
  cpf: '39053344705',
  orgaoDeClasse: 4,
  numeroInscricao: '5061234567',
  uf: { id: 35 },
});
const risco = await post('/api/sst/risco', { grupoRisco: 'FISICO', descricao: 'Ruído' });
const tipoEpi = await post('/api/sst/tipos-epi', { nome: 'Protetor auricular' });
const epi = await post('/api/sst/epis', {
  nome: 'Protetor auricular',
  tipoEpi: { id: tipoEpi.id },
  descricao: 'Concha',
  historicoCA: [{ data: '2020-01-01', numeroCA: '5745', vencimentoCA: '2030-01-01' }],
});
const g = (
  await app.inject({ method: 'GET', url: '/api/sst/gravidades-risco', headers: { cookie } })
).json()[0].id;
const p = (
  await app.inject({ method: 'GET', url: '/api/sst/probabilidades-risco', headers: { cookie } })
).json()[0].id;
const avaliacao = {
  probabilidadeRisco: { id: p },
  gravidadeRisco: { id: g },
  classificacaoSeveridadeRisco: 'MODERADO',
  risco: { id: risco.id },
};
const agentes = [
  [ruidoComEpi(risco.id, epi.id, avaliacao)],
  [
    {
      atividadePerigosaInsalubre: { id: 118001 },
      descricao: 'Poeira de sílica',
      tipoAvaliacao: '1',
      intensidadeConcentracao: 0.08,
      limiteTolerancia: 0.1,
      unidadeMedida: 8,
      tecnicaMedicao: 'NHO-08',
      utilizaEpc: '1',
      utilizaEpi: '1',
      ...avaliacao,
    },
  ],
  [{ atividadePerigosaInsalubre: { id: 901001 } }],
  [
    {
      atividadePerigosaInsalubre: { id: 201001 },
      tipoAvaliacao: '2',
      utilizaEpc: '0',
      utilizaEpi: '0',
      ...avaliacao,
    },
  ],
  [{ atividadePerigosaInsalubre: { id: 901001 } }],
];
const ambientes: number[] = [];
const funcoes: number[] = [];
for (let i = 0; i < 5; i++) {
  const a = await post('/api/sst/ambientes', {
    historicos: [
      { data: '2020-01-01', nomeAmbiente: `Setor ${i + 1}`, tipoLocal: 'E', estabelecimento: { id: est.id } },
    ],
  });
  ambientes.push(a.id);
  funcoes.push(
    (
      await post('/api/sst/funcoes', {
        historicos: [
          {
            data: '2020-01-01',
            nomeFuncao: `Função ${i + 1}`,
            cbo: { id: 784205 },
            descricao: `Atividades da função ${i + 1}.`,
          },
        ],
      })
    ).id,
  );
  await post('/api/sst/condicoes-ambientais', {
    data: '2024-01-01',
    ambiente: { id: a.id },
    profissionais: [prof.id],
    agentes: agentes[i],
  });
}
const area = await post('/api/cargo-salario/areas-organizacionais', { nome: 'Produção' });
const cargo = await post('/api/cargo-salario/cargos', {
  nome: 'Operador',
  nomeMercado: 'Operador',
  areasOrganizacionais: [area.id],
});
const faixa = await post('/api/cargo-salario/faixas-salariais', {
  cargo: { id: cargo.id },
  nome: 'A',
  codigoCBO: '784205',
  historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
});
const ids = Array.from({ length: TALENTOS }, (_, i) => i);
await db.query(
  `INSERT INTO colaborador (empresa_id, nome, cpf, matricula, data_admissao, vinculo, status)
   SELECT 1, 'Talento ' || i, c, lpad(i::text, 6, '0'), DATE '2023-01-02', 'E', 'A'
     FROM unnest($1::int[], $2::text[]) AS x(i, c)`,
  [ids, ids.map((i) => cpf(100_000_000 + i * 7))],
);
await db.query(
  `INSERT INTO historico_colaborador (empresa_id, colaborador_id, data, motivo, area_organizacional_id, faixa_salarial_id,
                                      tipo_salario, salario, status, ambiente_id, funcao_id)
   SELECT 1, c.id, c.data_admissao, 'A', $1, $2, 3, 3000, 'C', ($3::int[])[1 + c.id % 5], ($4::int[])[1 + (c.id / 5) % 5]
     FROM colaborador c WHERE c.empresa_id = 1`,
  [area.id, faixa.id, ambientes, funcoes],
);
const cert = certificadoTeste();
await post('/api/sst/certificado-digital', { arquivo: cert.base64, senha: cert.senha });
await db.query('ANALYZE');

const lote = async () => {
  const t0 = performance.now();
  const r = await post('/api/sst/eventos-esocial/s-2240/lote', { data: '2024-06-01' });
  return { r, s: (performance.now() - t0) / 1000 };
};
const primeiro = await lote();
console.log(
  `  1ª geração: ${primeiro.r.gerados.toLocaleString('pt-BR')} S-2240 gerados, assinados e validados no XSD em ${primeiro.s.toFixed(1)} s ` +
    `(${Math.round(primeiro.r.gerados / primeiro.s)} eventos/s; recusados ${primeiro.r.recusados.length}; meta <= 20 s)`,
);
const segundo = await lote();
console.log(
  `  2ª geração (nada mudou): ${segundo.r.gerados} gerados, ${segundo.r.semAlteracao.toLocaleString('pt-BR')} sem alteração, em ${segundo.s.toFixed(1)} s`,
);
const { rows } = await db.query(
  `SELECT count(*)::int AS n, sum(length(xml))::bigint AS bytes FROM evento_esocial_xml`,
);
console.log(`  guardados: ${rows[0].n} XMLs, ${(Number(rows[0].bytes) / 1024 / 1024).toFixed(1)} MB`);
await encerrar();
