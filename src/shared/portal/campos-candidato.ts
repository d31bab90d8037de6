// The candidate's own fields in the portal (spec §5 "Candidate self-registration"): which of them a company
// may show and require (register captacao/configuracao-campos-candidato; its enum is
// schemas/_defs/campo-candidato-portal.json, kept equal to CAMPOS_PORTAL by a test), and the portal's rules
// on top of the candidate register's own validator: a configured field is required → '{label} é
// obrigatório(a)'; an extra field → '{title} é obrigatório'; at most maxCandidataCargo jobs; experiences not
// required on a first job; 'possui parentes' needs the names when ticked; the password confirmation.
// Isomorphic: the portal checks before sending, the server again before storing, with the same function.
import type { FieldError } from '../messages.ts';
import { requiredMessage } from '../schema/field-errors.ts';

/** A configurable field: its key (in the configuration), its label, and what must be filled when required. */
export type CampoPortal = { chave: string; rotulo: string; exige: string[] };

const c = (chave: string, rotulo: string, exige: string[] = [chave]): CampoPortal => ({
  chave,
  rotulo,
  exige,
});

export const CAMPOS_EXTRAS = [
  'texto1',
  'texto2',
  'texto3',
  'texto4',
  'texto5',
  'texto6',
  'texto7',
  'texto8',
  'textolongo1',
  'textolongo2',
  'data1',
  'data2',
  'data3',
  'valor1',
  'valor2',
  'numero1',
] as const;

/** 'textolongo2' → 'Texto Longo 2' (the titles of schemas/_defs/campos-extras.json). */
function rotuloExtra(campo: string): string {
  const [, nome, n] = /^([a-z]+)(\d)$/.exec(campo)!;
  const nomes: Record<string, string> = {
    texto: 'Texto',
    textolongo: 'Texto Longo',
    data: 'Data',
    valor: 'Valor',
    numero: 'Número',
  };
  return `${nomes[nome!]} ${n}`;
}

export const CAMPOS_PORTAL: CampoPortal[] = [
  c('nomeSocial', 'Nome Social'),
  c('foto', 'Foto'),
  c('pessoal.dataNascimento', 'Data de Nascimento'),
  c('pessoal.naturalidade', 'Naturalidade'),
  c('pessoal.sexo', 'Sexo'),
  c('pessoal.estadoCivil', 'Estado Civil'),
  c('pessoal.escolaridade', 'Escolaridade'),
  c('pessoal.etniaRaca', 'Etnia/Raça'),
  c('pessoal.deficiencia', 'Deficiência'),
  c('pessoal.qtdFilhos', 'Quantidade de Filhos'),
  c('pessoal.conjuge', 'Nome do Cônjuge'),
  c('pessoal.profissaoConjuge', 'Profissão do Cônjuge'),
  c('pessoal.mae', 'Nome da Mãe'),
  c('pessoal.profissaoMae', 'Profissão da Mãe'),
  c('pessoal.pai', 'Nome do Pai'),
  c('pessoal.profissaoPai', 'Profissão do Pai'),
  c('pessoal.possuiParentes', 'Possui parentes ou amigos na empresa'),
  c('pessoal.indicadoPor', 'Indicado Por'),
  c('documentos.pis', 'PIS/PASEP/NIT'),
  c('documentos.rg', 'RG'),
  c('documentos.ctps', 'Carteira de Trabalho (CTPS)', ['documentos.ctps.numero']),
  c('documentos.tituloEleitoral', 'Título de Eleitor', ['documentos.tituloEleitoral.numero']),
  c('documentos.certificadoMilitar', 'Certificado Militar', ['documentos.certificadoMilitar.numero']),
  c('habilitacao', 'Carteira de Habilitação', ['habilitacao.numeroHab', 'habilitacao.categoria']),
  c('endereco', 'Endereço'),
  c('contato.email', 'E-mail'),
  c('contato.foneFixo', 'Telefone Fixo', ['contato.ddd', 'contato.foneFixo']),
  c('contato.foneCelular', 'Celular', ['contato.dddCelular', 'contato.foneCelular']),
  c('contato.nomeContato', 'Nome para Contato'),
  c('formacao', 'Formação'),
  c('candidatoIdiomas', 'Idioma'),
  c('certificados', 'Certificado ou Curso'),
  c('cursos', 'Outros Cursos'),
  c('experiencias', 'Experiência Profissional'),
  c('colocacao', 'Colocação Pretendida'),
  c('pretencaoSalarial', 'Pretensão Salarial'),
  c('areasInteresse', 'Área de Interesse'),
  c('conhecimentos', 'Conhecimento'),
  c('comoFicouSabendoVaga', 'Como Ficou Sabendo da Vaga'),
  c('curriculo', 'Arquivo do Currículo'),
  c('ocrTexto', 'Currículo'),
  c('socioEconomica', 'Dados Socioeconômicos', ['socioEconomica.pagaPensao', 'socioEconomica.possuiVeiculo']),
  ...CAMPOS_EXTRAS.map((x) => c(`camposExtras.${x}`, `Campo Extra: ${rotuloExtra(x)}`)),
];

/** Always shown and required in the portal, whatever the configuration: who the candidate is, the login. */
export const SEMPRE_OBRIGATORIOS = ['nome', 'cpf', 'cargos'] as const;

/** Fields HR keeps (the portal never shows nor accepts them): the rest of the candidate register is the candidate's. */
export const CAMPOS_DO_RH = ['observacao', 'disponivel', 'qualificacaoCadastral'] as const;

/** Paths that belong to another field's key (a group shown, hidden and required together). */
const GRUPOS: Record<string, string> = {
  'documentos.rgOrgaoEmissor': 'documentos.rg',
  'documentos.rgUf': 'documentos.rg',
  'documentos.rgDataExpedicao': 'documentos.rg',
  'contato.ddd': 'contato.foneFixo',
  'contato.dddCelular': 'contato.foneCelular',
  'pessoal.parentesAmigos': 'pessoal.possuiParentes',
  primeiroEmprego: 'experiencias',
};
const CHAVES = new Set(CAMPOS_PORTAL.map((x) => x.chave));

/** The configuration key of a field path ('documentos.ctps.serie' → 'documentos.ctps'), if configurable. */
export function chaveDoCampo(path: string): string | undefined {
  if (GRUPOS[path]) return GRUPOS[path];
  for (let p = path; p; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '')
    if (CHAVES.has(p)) return p;
  return undefined;
}

export type CampoExtraConfig = { campo: string; titulo: string };

/** A company's configuration as the portal reads it (GET /api/externo/empresas/{id}/configuracao). */
export type ConfiguracaoCampos = {
  camposVisiveis: string[];
  camposObrigatorios: string[];
  /** extra fields enabled for candidates, with their titles (empty unless campoExtraCandidato) */
  camposExtras: CampoExtraConfig[];
  maxCandidataCargo: number;
};

/**
 * Without a configuration row: every field shown (extra fields only when titled), the e-mail required
 * (the password-recovery link goes there).
 */
export const CONFIGURACAO_PADRAO: Omit<ConfiguracaoCampos, 'camposExtras' | 'maxCandidataCargo'> = {
  camposVisiveis: CAMPOS_PORTAL.filter((x) => !x.chave.startsWith('camposExtras.')).map((x) => x.chave),
  camposObrigatorios: ['contato.email'],
};

/** Whether a field path is shown: always-required fields, configured ones, required ones, titled extras. */
export function campoVisivel(cfg: ConfiguracaoCampos, path: string): boolean {
  if ((SEMPRE_OBRIGATORIOS as readonly string[]).includes(path)) return true;
  if (path.startsWith('camposExtras.'))
    return cfg.camposExtras.some((e) => `camposExtras.${e.campo}` === path);
  const chave = chaveDoCampo(path);
  if (!chave) return false;
  return cfg.camposVisiveis.includes(chave) || cfg.camposObrigatorios.includes(chave);
}

export const MSG_PORTAL = {
  maxCargos: (n: number) => `Não é permitido selecionar mais do que ${n} cargos`,
  senhasDiferentes: 'As senhas devem ser iguais',
  senhaObrigatoria: 'Senha é obrigatória',
  confirmacaoObrigatoria: 'Confirmação da senha é obrigatória',
} as const;

const vazio = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const valorEm = (rec: Record<string, any>, path: string): unknown =>
  path.split('.').reduce<any>((o, k) => (o && typeof o === 'object' ? o[k] : undefined), rec);

/**
 * Whether a required field applies to this candidate: the military certificate is asked of men only (military
 * service is compulsory for men, Lei 4.375/64); a woman, or who has not said, is not asked for it.
 */
export function seAplica(chave: string, candidato: Record<string, any>): boolean {
  if (chave === 'documentos.certificadoMilitar') return valorEm(candidato, 'pessoal.sexo') === 'M';
  return true;
}

/**
 * The portal's rules a register schema cannot say (they depend on the company's configuration), as field
 * errors. `arquivos`: which file fields already have (or bring) a file.
 */
export function errosDoPortal(
  candidato: Record<string, any>,
  cfg: ConfiguracaoCampos,
  arquivos: { foto?: boolean; curriculo?: boolean } = {},
): FieldError[] {
  const erros: FieldError[] = [];
  const falta = (field: string, message: string) => erros.push({ field, message });
  for (const chave of cfg.camposObrigatorios) {
    const campo = CAMPOS_PORTAL.find((x) => x.chave === chave);
    if (!campo || chave.startsWith('camposExtras.')) continue;
    if (chave === 'foto' || chave === 'curriculo') {
      if (!arquivos[chave]) falta(chave, requiredMessage(campo.rotulo));
      continue;
    }
    if (chave === 'experiencias' && candidato.primeiroEmprego === true) continue;
    if (!seAplica(chave, candidato)) continue;
    const faltando = campo.exige.find((p) => vazio(valorEm(candidato, p)));
    if (faltando) falta(faltando, requiredMessage(campo.rotulo));
  }
  // 'possui parentes' ticked needs the names (spec §5: "Possui parentes needs a value or parentesAmigos")
  if (
    campoVisivel(cfg, 'pessoal.possuiParentes') &&
    valorEm(candidato, 'pessoal.possuiParentes') === true &&
    vazio(valorEm(candidato, 'pessoal.parentesAmigos'))
  )
    falta('pessoal.parentesAmigos', requiredMessage('Parentes/Amigos na Empresa'));
  for (const extra of cfg.camposExtras) {
    const chave = `camposExtras.${extra.campo}`;
    if (cfg.camposObrigatorios.includes(chave) && vazio(valorEm(candidato, chave)))
      falta(chave, `${extra.titulo} é obrigatório`);
  }
  const cargos = candidato.cargos;
  if (Array.isArray(cargos) && cargos.length > cfg.maxCandidataCargo)
    falta('cargos', MSG_PORTAL.maxCargos(cfg.maxCandidataCargo));
  return erros;
}

/** The password and its confirmation of the registration form (and of the portal's password change). */
export function errosDaSenha(senha: unknown, confirmacao: unknown, campo = 'confirmaSenha'): FieldError[] {
  if (vazio(senha)) return [{ field: 'senha', message: MSG_PORTAL.senhaObrigatoria }];
  if (vazio(confirmacao)) return [{ field: campo, message: MSG_PORTAL.confirmacaoObrigatoria }];
  return senha === confirmacao ? [] : [{ field: campo, message: MSG_PORTAL.senhasDiferentes }];
}
