// sst/afastamentos: the class comes from the leave type (a different one sent by the console is refused), the
// per-class rules of the schema are checked again with it, the extra fields of other classes are dropped, a
// relapse links only to a linkable earlier leave, periods of one employee never overlap, and the payroll status
// starts as AGUARDANDO when the leave type is integrated (every write sends the leave to the payroll again).

import schema from '../../../../schemas/sst/afastamentos.json' with { type: 'json' };
import { validatorLoaders } from '../../../generated/validators/index.ts';
import { toFieldErrors } from '../../../shared/schema/field-errors.ts';
import { defineHooks, type HookContext, type RecordData } from '../../crud/hooks.ts';
import { fieldError, validationError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import {
  afastamentosVinculaveis,
  diasAfastamento,
  MSG_AFASTAMENTO,
  recusarAntesDaAdmissao,
  recusarSobreposicao,
  resumoAfastamento,
  tipoAfastamento,
  travarColaborador,
} from './afastamento.ts';

const CLASSES = schema.properties.classe['x-enum-labels'] as Record<string, string>;
/** The extra fields of each class; the others are cleared. */
const CAMPOS_DA_CLASSE: Record<string, string[]> = {
  ACIDENTE_DOENCA: ['acidenteTrabalho', 'acidenteTransito', 'cat'],
  CESSAO: ['tipoCessao', 'cnpjCessionario'],
  MANDATO_SINDICAL: ['cnpjSindicato', 'onusMandatoSindical'],
  MANDATO_ELETIVO: ['cnpjOrgaoMandato', 'remuneracaoCargo'],
  RECAIDA: ['afastamentoOrigem'],
};
const EXTRAS = Object.values(CAMPOS_DA_CLASSE).flat();

let validar: Promise<(d: unknown) => boolean> | undefined;
const validador = () => {
  validar ??= validatorLoaders['sst/afastamentos']!().then((m) => m.default);
  return validar as Promise<((d: unknown) => boolean) & { errors?: any[] | null }>;
};

async function preparar(ctx: HookContext, data: RecordData, id: number | null) {
  const empresaId = ctx.session.empresaId;
  const tipo = await tipoAfastamento(ctx.db, empresaId, data.afastamento.id);
  if (!tipo) throw fieldError('afastamento', 'Motivo é obrigatório');
  if (data.classe !== undefined && data.classe !== null && data.classe !== tipo.classe)
    throw fieldError(
      'classe',
      MSG_AFASTAMENTO.classeDiferente(tipo.descricao, CLASSES[tipo.classe] ?? tipo.classe),
    );
  data.classe = tipo.classe;
  const v = await validador();
  if (!v(data)) throw validationError(toFieldErrors(v.errors as any, ctx.resource.schema));
  const proprios = new Set(CAMPOS_DA_CLASSE[tipo.classe] ?? []);
  for (const campo of EXTRAS) if (!proprios.has(campo)) data[campo] = null;
  if (tipo.classe === 'ACIDENTE_DOENCA') data.acidenteTrabalho ??= false;

  const colaboradorId = data.colaborador.id as number;
  await recusarAntesDaAdmissao(ctx.db, colaboradorId, data.inicio);
  if (tipo.classe === 'RECAIDA') {
    const ok = await afastamentosVinculaveis(ctx.db, empresaId, {
      colaboradorId,
      inicio: data.inicio,
      excetoId: id,
    });
    if (!ok.some((a) => a.id === data.afastamentoOrigem.id))
      throw fieldError('afastamentoOrigem', MSG_AFASTAMENTO.origemInvalida);
  }
  await travarColaborador(ctx.db, colaboradorId);
  await recusarSobreposicao(ctx.db, empresaId, {
    colaboradorId,
    inicio: data.inicio,
    fim: data.fim,
    excetoId: id,
  });
  data.resumo = await resumoAfastamento(ctx.db, colaboradorId, tipo.descricao, data.inicio);
  data.statusAC = tipo.integrado ? 'AGUARDANDO' : null;
  data.mensagemAC = null;
}

export default defineHooks('sst/afastamentos', {
  beforeCreate: (ctx, data) => preparar(ctx, data, null),
  beforeUpdate: (ctx, data, previous) => preparar(ctx, data, previous.id),
  afterRead(_ctx, records) {
    const hoje = today();
    for (const r of records)
      if (typeof r.inicio === 'string') r.dias = diasAfastamento(r.inicio, r.fim as string | null, hoje);
  },
});
