// What the demo writes, as planned rows per table (tabela.ts), plus what the plan needs from the database
// (the IBGE cities and the CBO codes loaded at first start).
import { Tabela } from './tabela.ts';

export type Cidade = { id: number; nome: string; ufId: number; ibge: number };

export type Referencias = {
  cidades: Map<number, Cidade>;
  /** the cities of each state, by IBGE code */
  cidadesPorUf: Map<number, Cidade[]>;
  cbo: Set<string>;
};

export type Opcoes = {
  /** faker seed: the same seed (and options) gives the same data */
  semente: number;
  empresas: number;
  /** employees over all companies */
  colaboradores: number;
  /** 'AAAA-MM-DD': the demo's "today"; careers, indices and ranges end there */
  dataReferencia: string;
};

export const criarPlano = () => ({
  empresa: new Tabela('empresa'),
  estabelecimento: new Tabela('estabelecimento', { empresa_id: 'empresa' }),
  area_organizacional: new Tabela('area_organizacional', {
    empresa_id: 'empresa',
    area_mae_id: 'area_organizacional',
  }),
  grupo_ocupacional: new Tabela('grupo_ocupacional', { empresa_id: 'empresa' }),
  indice: new Tabela('indice', { empresa_id: 'empresa' }),
  indice_historico: new Tabela('indice_historico', { owner_id: 'indice' }),
  cargo: new Tabela('cargo', { empresa_id: 'empresa', grupo_ocupacional_id: 'grupo_ocupacional' }),
  cargo_areas_organizacionais: new Tabela('cargo_areas_organizacionais', {
    owner_id: 'cargo',
    ref_id: 'area_organizacional',
  }),
  faixa_salarial: new Tabela('faixa_salarial', { empresa_id: 'empresa', cargo_id: 'cargo' }),
  faixa_salarial_historico: new Tabela('faixa_salarial_historico', {
    owner_id: 'faixa_salarial',
    indice_id: 'indice',
  }),
  colaborador: new Tabela('colaborador', { empresa_id: 'empresa' }),
  historico_colaborador: new Tabela('historico_colaborador', {
    empresa_id: 'empresa',
    colaborador_id: 'colaborador',
    estabelecimento_id: 'estabelecimento',
    area_organizacional_id: 'area_organizacional',
    faixa_salarial_id: 'faixa_salarial',
    indice_id: 'indice',
  }),
  usuario: new Tabela('usuario'),
  usuario_empresas: new Tabela('usuario_empresas', { owner_id: 'usuario', ref_id: 'empresa' }),
  usuario_perfis: new Tabela('usuario_perfis', { owner_id: 'usuario' }),
});

export type Plano = ReturnType<typeof criarPlano>;

/** Write order: every table after the ones its keys point into. */
export const ORDEM: readonly (keyof Plano)[] = [
  'empresa',
  'estabelecimento',
  'area_organizacional',
  'grupo_ocupacional',
  'indice',
  'indice_historico',
  'cargo',
  'cargo_areas_organizacionais',
  'faixa_salarial',
  'faixa_salarial_historico',
  'colaborador',
  'historico_colaborador',
  'usuario',
  'usuario_empresas',
  'usuario_perfis',
];

/** Tables whose ids other planned rows need (the writer reserves them up front). */
export const COM_ID: ReadonlySet<keyof Plano> = new Set<keyof Plano>([
  'empresa',
  'estabelecimento',
  'area_organizacional',
  'grupo_ocupacional',
  'indice',
  'cargo',
  'faixa_salarial',
  'colaborador',
  'usuario',
]);
