// What the demo writes, as planned rows per table (tabela.ts), plus what the plan needs from the database
// (the IBGE cities and the CBO codes loaded at first start).
import { Tabela } from './tabela.ts';

export type Cidade = { id: number; nome: string; ufId: number; ibge: number };

export type Referencias = {
  cidades: Map<number, Cidade>;
  /** the cities of each state, by IBGE code */
  cidadesPorUf: Map<number, Cidade[]>;
  cbo: Set<string>;
  /** state id → its two letters (SP) */
  ufs: Map<number, string>;
};

export type Opcoes = {
  /** faker seed: the same seed (and options) gives the same data */
  semente: number;
  empresas: number;
  /** employees over all companies */
  colaboradores: number;
  /** 'AAAA-MM-DD': the demo's "today"; careers, indices and ranges end there */
  dataReferencia: string;
  /** recruitment candidates over all companies (captacao.ts); the requests and pipeline follow from it */
  candidatos: number;
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
  // recruitment (captacao.ts)
  etapa_seletiva: new Tabela('etapa_seletiva', { empresa_id: 'empresa' }),
  motivo_solicitacao: new Tabela('motivo_solicitacao', { empresa_id: 'empresa' }),
  como_ficou_sabendo_vaga: new Tabela('como_ficou_sabendo_vaga', { empresa_id: 'empresa' }),
  area_formacao: new Tabela('area_formacao', { empresa_id: 'empresa' }),
  candidato: new Tabela('candidato', {
    empresa_id: 'empresa',
    como_ficou_sabendo_vaga_id: 'como_ficou_sabendo_vaga',
  }),
  candidato_cargos: new Tabela('candidato_cargos', { owner_id: 'candidato', ref_id: 'cargo' }),
  candidato_formacao: new Tabela('candidato_formacao', {
    owner_id: 'candidato',
    area_formacao_id: 'area_formacao',
  }),
  candidato_experiencias: new Tabela('candidato_experiencias', { owner_id: 'candidato' }),
  solicitacao_pessoal: new Tabela('solicitacao_pessoal', {
    empresa_id: 'empresa',
    estabelecimento_id: 'estabelecimento',
    area_organizacional_id: 'area_organizacional',
    faixa_salarial_id: 'faixa_salarial',
    motivo_solicitacao_id: 'motivo_solicitacao',
    solicitante_id: 'usuario',
    liberador_id: 'usuario',
  }),
  candidato_solicitacao: new Tabela('candidato_solicitacao', {
    empresa_id: 'empresa',
    candidato_id: 'candidato',
    solicitacao_id: 'solicitacao_pessoal',
    etapa_seletiva_id: 'etapa_seletiva',
  }),
  historico_candidato: new Tabela('historico_candidato', {
    empresa_id: 'empresa',
    candidato_solicitacao_id: 'candidato_solicitacao',
    etapa_seletiva_id: 'etapa_seletiva',
    responsavel_id: 'usuario',
  }),
  anuncio: new Tabela('anuncio', { empresa_id: 'empresa', solicitacao_id: 'solicitacao_pessoal' }),
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
  'etapa_seletiva',
  'motivo_solicitacao',
  'como_ficou_sabendo_vaga',
  'area_formacao',
  'candidato',
  'candidato_cargos',
  'candidato_formacao',
  'candidato_experiencias',
  'solicitacao_pessoal',
  'candidato_solicitacao',
  'historico_candidato',
  'anuncio',
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
  'etapa_seletiva',
  'motivo_solicitacao',
  'como_ficou_sabendo_vaga',
  'area_formacao',
  'candidato',
  'solicitacao_pessoal',
  'candidato_solicitacao',
]);
