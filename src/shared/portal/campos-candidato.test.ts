import { describe, expect, it } from 'vitest';
import def from '../../../schemas/_defs/campo-candidato-portal.json' with { type: 'json' };
import {
  CAMPOS_PORTAL,
  CONFIGURACAO_PADRAO,
  type ConfiguracaoCampos,
  campoVisivel,
  chaveDoCampo,
  errosDaSenha,
  errosDoPortal,
} from './campos-candidato.ts';

const cfg = (extra: Partial<ConfiguracaoCampos> = {}): ConfiguracaoCampos => ({
  ...CONFIGURACAO_PADRAO,
  camposExtras: [],
  maxCandidataCargo: 3,
  ...extra,
});

describe('portal fields of the candidate', () => {
  it('keeps the configuration enum (schemas/_defs) equal to the catalogue', () => {
    expect(def.enum).toEqual(CAMPOS_PORTAL.map((c) => c.chave));
    expect(def['x-enum-labels']).toEqual(Object.fromEntries(CAMPOS_PORTAL.map((c) => [c.chave, c.rotulo])));
  });

  it('maps a field path to its configuration key', () => {
    expect(chaveDoCampo('documentos.ctps.serie')).toBe('documentos.ctps');
    expect(chaveDoCampo('documentos.rgUf')).toBe('documentos.rg');
    expect(chaveDoCampo('contato.dddCelular')).toBe('contato.foneCelular');
    expect(chaveDoCampo('endereco.cidade')).toBe('endereco');
    expect(chaveDoCampo('primeiroEmprego')).toBe('experiencias');
    expect(chaveDoCampo('observacao')).toBeUndefined();
  });

  it('shows always-required, configured, required and titled extra fields only', () => {
    const c = cfg({
      camposVisiveis: ['pessoal.sexo'],
      camposObrigatorios: ['contato.email'],
      camposExtras: [{ campo: 'texto1', titulo: 'Uniforme' }],
    });
    expect(
      ['nome', 'cpf', 'cargos', 'pessoal.sexo', 'contato.email', 'camposExtras.texto1'].every((p) =>
        campoVisivel(c, p),
      ),
    ).toBe(true);
    expect(campoVisivel(c, 'pessoal.mae')).toBe(false);
    expect(campoVisivel(c, 'camposExtras.texto2')).toBe(false);
    expect(campoVisivel(c, 'observacao')).toBe(false);
  });

  it('says the spec messages: required by configuration, photo feminine, extras by title, jobs limit', () => {
    const c = cfg({
      camposObrigatorios: ['foto', 'contato.foneFixo', 'experiencias', 'camposExtras.data1'],
      camposExtras: [{ campo: 'data1', titulo: 'Data de disponibilidade' }],
      maxCandidataCargo: 1,
    });
    expect(errosDoPortal({ cargos: [1, 2], contato: { ddd: '85' } }, c)).toEqual([
      { field: 'foto', message: 'Foto é obrigatória' },
      { field: 'contato.foneFixo', message: 'Telefone Fixo é obrigatório' },
      { field: 'experiencias', message: 'Experiência Profissional é obrigatória' },
      { field: 'camposExtras.data1', message: 'Data de disponibilidade é obrigatório' },
      { field: 'cargos', message: 'Não é permitido selecionar mais do que 1 cargos' },
    ]);
    // a first job needs no experience; a photo sent counts
    expect(
      errosDoPortal(
        {
          primeiroEmprego: true,
          cargos: [1],
          contato: { ddd: '85', foneFixo: '32221234' },
          camposExtras: { data1: '2026-01-01' },
        },
        c,
        { foto: true },
      ),
    ).toEqual([]);
  });

  it('needs the names when possuiParentes is ticked', () => {
    expect(errosDoPortal({ pessoal: { possuiParentes: true } }, cfg({ camposObrigatorios: [] }))).toEqual([
      { field: 'pessoal.parentesAmigos', message: 'Parentes/Amigos na Empresa é obrigatório' },
    ]);
    expect(
      errosDoPortal(
        { pessoal: { possuiParentes: true, parentesAmigos: 'João' } },
        cfg({ camposObrigatorios: [] }),
      ),
    ).toEqual([]);
  });

  it('checks the password and its confirmation', () => {
    expect(errosDaSenha('', '')).toEqual([{ field: 'senha', message: 'Senha é obrigatória' }]);
    expect(errosDaSenha('abcdef', '')).toEqual([
      { field: 'confirmaSenha', message: 'Confirmação da senha é obrigatória' },
    ]);
    expect(errosDaSenha('abcdef', 'abcdeg')).toEqual([
      { field: 'confirmaSenha', message: 'As senhas devem ser iguais' },
    ]);
    expect(errosDaSenha('abcdef', 'abcdef')).toEqual([]);
  });
});
