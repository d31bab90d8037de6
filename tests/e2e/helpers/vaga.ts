// An open job of company 1 for the portal's browser tests: job, salary range, establishment, an approved
// personnel request and its ad shown in the portal (extra fields of the request and the ad as given).
import type { APIRequestContext } from '@playwright/test';
import { create, empresaComCnpj } from './api.ts';

/** A job shown in the portal and, when the approval action exists, an open ad of an approved request. */
export async function vaga(
  api: APIRequestContext,
  sufixo: string,
  extra: { solicitacao?: Record<string, unknown>; anuncio?: Record<string, unknown> } = {},
) {
  await empresaComCnpj(api);
  const area = await create(api, 'cargo-salario/areas-organizacionais', { nome: `Lojas ${sufixo}` });
  const cargo = await create(api, 'cargo-salario/cargos', {
    nome: `Vendedor ${sufixo}`,
    nomeMercado: `Vendedor ${sufixo}`,
    areasOrganizacionais: [area.id],
    exibirModuloExterno: true,
  });
  const faixa = await create(api, 'cargo-salario/faixas-salariais', {
    cargo: { id: cargo.id },
    nome: 'Júnior',
    codigoCBO: '521110',
    historico: [{ data: '2025-01-01', tipo: 3, valor: 2500 }],
  });
  const estabelecimento = await create(api, 'utilitario/estabelecimentos', {
    nome: `Loja ${sufixo}`,
    tipoInscricao: 'CNPJ',
    complementoCnpj: String(1000 + Math.floor(Math.random() * 8999)),
    endereco: { logradouro: 'Rua A', numero: '1', bairro: 'Centro', uf: { id: 35 }, cidade: { id: 3550308 } },
  });
  const motivo = await create(api, 'captacao/motivos-solicitacao', { descricao: `Aumento ${sufixo}` });
  const etapa = await create(api, 'captacao/etapas-seletivas', {
    ordem: 100 + Math.floor(Math.random() * 800),
    nome: `Entrevista ${sufixo}`,
  });
  const solicitacao = await create(api, 'captacao/solicitacoes-pessoal', {
    data: '2026-01-05',
    descricao: `Vendedor para a loja ${sufixo}`,
    horarioComercial: '08:00 às 17:00',
    quantidade: 2,
    estabelecimento: { id: estabelecimento.id },
    areaOrganizacional: { id: area.id },
    motivoSolicitacao: { id: motivo.id },
    faixaSalarial: { id: faixa.id },
    ...extra.solicitacao,
  });
  // the request's approval is the recruitment module's action (solicitacoes-pessoal.actions.ts)
  const aprovada = await api.put(`/api/captacao/solicitacoes-pessoal/${solicitacao.id}/status`, {
    data: { status: 'A' },
  });
  const anuncio = await create<{ id: number; solicitacao: { id: number } }>(api, 'captacao/anuncios', {
    solicitacao: { id: solicitacao.id },
    titulo: `Vendedor(a) ${sufixo}`,
    descricao: 'Atendimento ao cliente e vendas na loja.\nHorário comercial.',
    exibirModuloExterno: true,
    ...extra.anuncio,
  });
  return { cargo, etapa, anuncio, aprovada: aprovada.ok() };
}
