import { describe, expect, it } from 'vitest';
import { href, INVALID_COMPANY_ID, readEmpresaId, resolve } from './routes.ts';

const ana = { candidatoId: 7, empresaId: 3 };

describe('portal routes', () => {
  it('keeps a numeric empresaId and flags any other', () => {
    expect(readEmpresaId('?empresaId=12')).toEqual({ empresaId: '12', invalid: false });
    expect(readEmpresaId('?empresaId=abc')).toEqual({ invalid: true });
    expect(readEmpresaId('?empresaId=0')).toEqual({ invalid: true });
    expect(readEmpresaId('')).toEqual({ invalid: false });
    expect(INVALID_COMPANY_ID).toBe('Empresa ID inválido. Revise ou solicite novamente o link');
    expect(href('/externo/anuncios', '3', { tab: 'senha' })).toBe('/externo/anuncios?empresaId=3&tab=senha');
  });

  it('sends private pages to the login keeping empresaId', () => {
    expect(resolve('/externo/candidatos/7', '', null)).toEqual({ redirect: '/externo/login' });
    expect(resolve('/externo/candidato-solicitacoes', '?empresaId=2', null)).toEqual({
      redirect: '/externo/login?empresaId=2',
    });
  });

  it('opens the careers page first: the open ads of the link’s company, without a session', () => {
    expect(resolve('/externo', '?empresaId=1', null)).toEqual({ redirect: '/externo/anuncios?empresaId=1' });
    expect(resolve('/externo/anuncios', '?empresaId=2', null)).toMatchObject({
      page: 'anuncios',
      empresaId: '2',
    });
    expect(resolve('/externo/anuncios/12', '?empresaId=2', null)).toMatchObject({ page: 'anuncio', id: 12 });
    expect(resolve('/externo', '', ana)).toEqual({ redirect: '/externo/anuncios?empresaId=3' });
  });

  it('without a company’s link: the page that finds the company or asks for its link', () => {
    expect(resolve('/externo/', '', null)).toEqual({ page: 'inicio', invalidCompany: false });
    expect(resolve('/externo/anuncios', '', null)).toEqual({ redirect: '/externo' });
    expect(resolve('/externo/anuncios/12', '', null)).toEqual({ redirect: '/externo' });
    expect(resolve('/externo/anuncios', '?empresaId=x', null)).toMatchObject({ invalidCompany: true });
  });

  it('shows the public pages without a session and flags an invalid company', () => {
    expect(resolve('/externo/login', '?empresaId=2', null)).toMatchObject({ page: 'login', empresaId: '2' });
    expect(resolve('/externo/candidatos/new', '?empresaId=abc', null)).toMatchObject({
      page: 'cadastro',
      invalidCompany: true,
    });
    expect(resolve('/externo/recuperar-senha', '', null)).toMatchObject({ page: 'recuperar-senha' });
  });

  it('sends a logged-in candidate from the login and the registration to the open ads', () => {
    expect(resolve('/externo/login', '', ana)).toEqual({ redirect: '/externo/anuncios?empresaId=3' });
    expect(resolve('/externo/candidatos/new', '', ana)).toEqual({
      redirect: '/externo/anuncios?empresaId=3',
    });
  });

  it('resolves the private pages, the password tab and the own candidate only', () => {
    expect(resolve('/externo/candidatos/7', '?tab=senha', ana)).toMatchObject({ page: 'senha', id: 7 });
    expect(resolve('/externo/candidatos/7', '', ana)).toMatchObject({ page: 'editar', empresaId: '3' });
    expect(resolve('/externo/candidatos/7/documentos-anexos/new', '', ana)).toMatchObject({
      page: 'novo-documento',
    });
    expect(resolve('/externo/candidatos/9/documentos-anexos', '?empresaId=3', ana)).toEqual({
      redirect: '/externo/candidatos/7/documentos-anexos?empresaId=3',
    });
    expect(resolve('/externo/anuncios/12', '', ana)).toMatchObject({ page: 'anuncio', id: 12 });
    expect(resolve('/externo/avaliacoes', '', ana)).toMatchObject({ page: 'avaliacoes' });
    expect(
      resolve('/externo/solicitacao-avaliacao', '?candidatoSolicitacaoId=4&avaliacaoId=2', ana),
    ).toMatchObject({ page: 'responder-avaliacao' });
    expect(resolve('/externo/solicitacao-avaliacao', '', null)).toEqual({ redirect: '/externo/login' });
    expect(resolve('/externo/xyz', '', ana)).toMatchObject({ page: 'nao-encontrada' });
  });
});
