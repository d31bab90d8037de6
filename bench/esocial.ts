// eSocial sending benchmark (not part of npm test): the batch envelope of 50 signed S-2240 (built and checked
// against EnvioLoteEventos-v1_1_1.xsd), then a round trip of 1,000 events to the local eSocial
// (tests/helpers/esocial-server.ts, HTTPS with the A1 certificate as client certificate): 'Enviar' through the
// API (20 batches, each envelope XSD-checked, sent, its protocol stored) and 'Consultar' of each batch until
// processed (receipts stored). The local server runs in this same process and does its own work too (the
// envelope's XSD, each event's XML-DSig, the Id rule), so the figure is an upper bound of our side.
// Target: the round trip of 1,000 events ≤ 30 s.
//   npx tsx bench/esocial.ts [--eventos 1000] [--em-processamento 1]
import { certificadoTeste } from '../tests/api/sst/certificado-teste.ts';
import { iniciarServidorEsocial } from '../tests/helpers/esocial-server.ts';
import { appNovo } from './app-novo.ts';

const arg = (nome: string, padrao: number) =>
  process.argv.includes(nome) ? Number(process.argv[process.argv.indexOf(nome) + 1]) : padrao;
const EVENTOS = arg('--eventos', 1000);
const EM_PROCESSAMENTO = arg('--em-processamento', 1);

const srv = await iniciarServidorEsocial({ consultasEmProcessamento: EM_PROCESSAMENTO });
Object.assign(process.env, srv.ambiente(), { GENTE_CHAVE_CERTIFICADOS: 'bench' });
// imported after the environment points at the local server (the settings are read when used, but plainly so)
const { envioLote } = await import('../src/server/modules/sst/esocial/lote.ts');
const { validarMensagens } = await import('../src/server/modules/sst/esocial/xsd.ts');
const { app, db, cookie, encerrar } = await appNovo('esocial');

async function post(url: string, payload?: object) {
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

const segundos = (t0: number) => (performance.now() - t0) / 1000;

console.log(`Preparando ${EVENTOS.toLocaleString('pt-BR')} S-2240 assinados...`);
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
const ambiente = await post('/api/sst/ambientes', {
  historicos: [
    { data: '2020-01-01', nomeAmbiente: 'Expedição', tipoLocal: 'E', estabelecimento: { id: est.id } },
  ],
});
const funcao = await post('/api/sst/funcoes', {
  historicos: [
    { data: '2020-01-01', nomeFuncao: 'Conferente', cbo: { id: 784205 }, descricao: 'Conferir cargas.' },
  ],
});
await post('/api/sst/condicoes-ambientais', {
  data: '2024-01-01',
  ambiente: { id: ambiente.id },
  profissionais: [prof.id],
  agentes: [{ atividadePerigosaInsalubre: { id: 901001 } }],
});
const area = await post('/api/cargo-salario/areas-organizacionais', { nome: 'Logística' });
const cargo = await post('/api/cargo-salario/cargos', {
  nome: 'Conferente',
  nomeMercado: 'Conferente',
  areasOrganizacionais: [area.id],
});
const faixa = await post('/api/cargo-salario/faixas-salariais', {
  cargo: { id: cargo.id },
  nome: 'A',
  codigoCBO: '784205',
  historico: [{ data: '2000-01-01', tipo: 3, valor: 3000 }],
});
const seq = Array.from({ length: EVENTOS }, (_, i) => i);
await db.query(
  `INSERT INTO colaborador (empresa_id, nome, cpf, matricula, data_admissao, vinculo, status)
   SELECT 1, 'Talento ' || i, c, lpad(i::text, 6, '0'), DATE '2023-01-02', 'E', 'A'
     FROM unnest($1::int[], $2::text[]) AS x(i, c)`,
  [seq, seq.map((i) => cpf(100_000_000 + i * 7))],
);
await db.query(
  `INSERT INTO historico_colaborador (empresa_id, colaborador_id, data, motivo, area_organizacional_id, faixa_salarial_id,
                                      tipo_salario, salario, status, ambiente_id, funcao_id)
   SELECT 1, c.id, c.data_admissao, 'A', $1, $2, 3, 3000, 'C', $3, $4 FROM colaborador c WHERE c.empresa_id = 1`,
  [area.id, faixa.id, ambiente.id, funcao.id],
);
const cert = certificadoTeste();
await post('/api/sst/certificado-digital', { arquivo: cert.base64, senha: cert.senha });
await db.query('ANALYZE');
let t0 = performance.now();
const gerados = await post('/api/sst/eventos-esocial/s-2240/lote', { data: '2024-06-01' });
console.log(`  ${gerados.gerados} S-2240 gerados e assinados em ${segundos(t0).toFixed(1)} s (preparação)`);

// 1. the envelope of 50 events
const { rows: cinquenta } = await db.query<{ idEvento: string; xml: string }>(
  `SELECT e.id_evento AS "idEvento", x.xml FROM evento_esocial e JOIN evento_esocial_xml x ON x.evento_id = e.id
    ORDER BY e.id LIMIT 50`,
);
const empregador = { tpInsc: 1 as const, nrInsc: '11222333' };
const transmissor = { tpInsc: 1 as const, nrInsc: '11222333000181' };
const VEZES = 20;
t0 = performance.now();
let envelope = '';
for (let i = 0; i < VEZES; i++) envelope = envioLote(empregador, transmissor, cinquenta);
const montar = (segundos(t0) * 1000) / VEZES;
t0 = performance.now();
const envelopes = Array.from({ length: VEZES }, () => envelope);
const erros = await validarMensagens('envioLote', envelopes);
const validar = (segundos(t0) * 1000) / VEZES;
if (erros.some((e) => e)) throw new Error(`envelope inválido: ${erros.find((e) => e)}`);
console.log(
  `  envelope de 50 eventos: ${(envelope.length / 1024).toFixed(0)} KB, montado em ${montar.toFixed(2)} ms, ` +
    `validado no XSD de envio em ${validar.toFixed(1)} ms (média de ${VEZES}; ${VEZES} validados numa execução do xmllint)`,
);

// 2. the round trip: send everything, then query every batch until processed
const { rows: todos } = await db.query<{ id: number }>(
  `SELECT id FROM evento_esocial WHERE status = 'assinado' ORDER BY id`,
);
t0 = performance.now();
const envio = await post('/api/sst/eventos-esocial/enviar', { ids: todos.map((e) => e.id) });
const tEnvio = segundos(t0);
let pendentes: number[] = envio.lotes
  .filter((l: { status: string }) => l.status === 'enviado')
  .map((l: { id: number }) => l.id);
let consultas = 0;
while (pendentes.length) {
  const ainda: number[] = [];
  for (const id of pendentes) {
    consultas++;
    const r = await post(`/api/sst/lotes-esocial/${id}/consultar`);
    if (r.emProcessamento) ainda.push(id);
  }
  pendentes = ainda;
}
const total = segundos(t0);
const { rows: situacao } = await db.query<{ status: string; n: number }>(
  `SELECT status, count(*)::int AS n FROM evento_esocial GROUP BY status ORDER BY status`,
);
console.log(
  `  ida e volta de ${todos.length.toLocaleString('pt-BR')} eventos: ${total.toFixed(1)} s (meta <= 30 s) — ` +
    `envio de ${envio.lotes.length} lotes em ${tEnvio.toFixed(1)} s, ${consultas} consultas ` +
    `(${EM_PROCESSAMENTO} 'em processamento' por lote) em ${(total - tEnvio).toFixed(1)} s; ` +
    `${Math.round(todos.length / total)} eventos/s`,
);
console.log(`  situação final: ${situacao.map((s) => `${s.status} ${s.n}`).join(', ')}`);
console.log(
  `  servidor local: ${srv.eventos.length} eventos recebidos, ${srv.requisicoes.length} requisições`,
);
await encerrar();
await srv.close();
