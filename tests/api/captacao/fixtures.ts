// Shared fixtures of the recruitment tests: a company with the registers a personnel request and a
// candidate need (area, job with a salary range, establishment, reason, selection stages, education area).
import { Client, created } from '../../helpers/test-app.ts';

export const SP = 35;
export const SAO_PAULO = 3550308;
export const CE = 23;
export const FORTALEZA = 2304400;

export const CANDIDATOS = '/api/captacao/candidatos';
export const SOLICITACOES = '/api/captacao/solicitacoes-pessoal';

export type Base = {
  area: number;
  cargo: number;
  faixa: number;
  estabelecimento: number;
  motivo: number;
  etapas: number[];
  areaFormacao: number;
  ingles: number;
};

const CNPJS = ['11222333000181', '11444777000161', '45997418000153'];

/**
 * Gives the session's company a CNPJ (establishments need it), keeping the rest of its record. Only the
 * installation's administrator changes a company's CNPJ: it is given by that user, whoever the client is.
 */
async function empresaComCnpj(client: Client) {
  const empresaId = (await client.get('/api/userinfo')).body.empresa.id as number;
  const admin = new Client(client.app);
  await admin.login();
  const { id: _id, ...empresa } = (await admin.get(`/api/utilitario/empresas/${empresaId}`)).body;
  if (empresa.cnpj) return;
  const res = await admin.put(`/api/utilitario/empresas/${empresaId}`, {
    ...empresa,
    cnpj: CNPJS[empresaId % 3],
  });
  if (res.status !== 200) throw new Error(`empresa: ${JSON.stringify(res.body)}`);
}

export async function seedCaptacao(admin: Client, sufixo = ''): Promise<Base> {
  await empresaComCnpj(admin);
  const area = (
    await created(admin, '/api/cargo-salario/areas-organizacionais', { nome: `Comercial${sufixo}` })
  ).id;
  const cargo = (
    await created(admin, '/api/cargo-salario/cargos', {
      nome: `Vendedor${sufixo}`,
      nomeMercado: `Vendedor${sufixo}`,
      areasOrganizacionais: [area],
    })
  ).id;
  const faixa = (
    await created(admin, '/api/cargo-salario/faixas-salariais', {
      cargo: { id: cargo },
      nome: 'Júnior',
      codigoCBO: '521110',
      historico: [{ data: '2025-01-01', tipo: 3, valor: 2500 }],
    })
  ).id;
  const estabelecimento = (
    await created(admin, '/api/utilitario/estabelecimentos', {
      nome: `Loja${sufixo}`,
      tipoInscricao: 'CNPJ',
      complementoCnpj: '0001',
      endereco: {
        logradouro: 'Rua A',
        numero: '1',
        bairro: 'Centro',
        uf: { id: SP },
        cidade: { id: SAO_PAULO },
      },
    })
  ).id;
  const motivo = (
    await created(admin, '/api/captacao/motivos-solicitacao', { descricao: `Aumento de quadro${sufixo}` })
  ).id;
  const etapas: number[] = [];
  for (const [ordem, nome] of [
    [1, 'Triagem de currículos'],
    [2, 'Entrevista com o RH'],
    [3, 'Entrevista com o gestor'],
  ] as const)
    etapas.push(
      (await created(admin, '/api/captacao/etapas-seletivas', { ordem, nome: `${nome}${sufixo}` })).id,
    );
  const areaFormacao = (
    await created(admin, '/api/captacao/areas-formacao', { nome: `Administração${sufixo}` })
  ).id;
  const idiomas = (await admin.get('/api/captacao/idiomas?nome=ingles')).body as { id: number }[];
  return { area, cargo, faixa, estabelecimento, motivo, etapas, areaFormacao, ingles: idiomas[0]!.id };
}

/** A complete candidate of the fixture (no pendências), with overrides. */
export const candidatoCompleto = (b: Base, extra: Record<string, unknown> = {}) => ({
  nome: 'Ana Souza',
  cpf: '52998224725',
  pessoal: { dataNascimento: '1995-04-10', sexo: 'F', escolaridade: '09' },
  contato: { email: 'ana@exemplo.com.br', ddd: '11', foneCelular: '987654321' },
  endereco: {
    cep: '01310100',
    logradouro: 'Av. Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    uf: { id: SP },
    cidade: { id: SAO_PAULO },
  },
  cargos: [b.cargo],
  primeiroEmprego: true,
  ocrTexto: 'Vendedora com experiência em varejo e atendimento ao cliente.',
  ...extra,
});

/** A personnel request of the fixture, with overrides. */
export const solicitacao = (b: Base, extra: Record<string, unknown> = {}) => ({
  data: '2026-10-01',
  descricao: 'Vendedor para a loja',
  horarioComercial: '08:00 às 17:00',
  quantidade: 2,
  estabelecimento: { id: b.estabelecimento },
  areaOrganizacional: { id: b.area },
  motivoSolicitacao: { id: b.motivo },
  faixaSalarial: { id: b.faixa },
  ...extra,
});
