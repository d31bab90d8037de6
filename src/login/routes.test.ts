import { describe, expect, it } from 'vitest';
import { nextPageAfterLogin, pageOf } from './routes.ts';

describe('login entry routes', () => {
  it('maps the paths served by the login entry to its pages', () => {
    expect(pageOf('/login')).toBe('entrar');
    expect(pageOf('/login/')).toBe('entrar');
    expect(pageOf('/login/qualquer-coisa')).toBe('entrar');
    expect(pageOf('/recuperar-senha')).toBe('recuperar-senha');
    expect(pageOf('/login/recuperar-senha/')).toBe('recuperar-senha');
    expect(pageOf('/redefinir-senha')).toBe('redefinir-senha');
    expect(pageOf('/login/redefinir-senha')).toBe('redefinir-senha');
    expect(pageOf('/loginrecuperar-senha')).toBe('entrar');
  });

  it('opens the remembered console page after the login, never another site nor a login page', () => {
    expect(nextPageAfterLogin(null)).toBe('/');
    expect(nextPageAfterLogin('/captacao/etapas-seletivas?page=2')).toBe('/captacao/etapas-seletivas?page=2');
    expect(nextPageAfterLogin('/logins-antigos')).toBe('/logins-antigos');
    expect(nextPageAfterLogin('https://outro.example.com/')).toBe('/');
    expect(nextPageAfterLogin('//outro.example.com/')).toBe('/');
    expect(nextPageAfterLogin('/\\outro.example.com/')).toBe('/');
    expect(nextPageAfterLogin('/login')).toBe('/');
    expect(nextPageAfterLogin('/login?x=1')).toBe('/');
    expect(nextPageAfterLogin('/login/recuperar-senha')).toBe('/');
    expect(nextPageAfterLogin('/redefinir-senha?token=abc')).toBe('/');
  });
});
