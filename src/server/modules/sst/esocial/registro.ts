// What every generated eSocial event goes through once its content is ready, whatever its type (S-2210, S-2220,
// S-2240, S-3000): its place in its chain (cadeia.ts: original, rectification of the accepted version, or the
// replacement of an unsent one), an Id counted in the database (empregador.ts), the company's signature when it
// has a valid A1 certificate, the official XSD of its type (xmllint, many events per run), and storage with its
// status, XML and origin. An event the XSD refuses is not stored: it comes back as a refusal naming the element.
import { sql } from 'kysely';
import { SERVER_TIMEZONE } from '../../../../shared/constants.ts';
import type { Db } from '../../../db/database.ts';
import { conflict, validationError } from '../../../http/errors.ts';
import { assinar, type ChaveAssinatura, comAssinaturaProvisoria } from './assinatura.ts';
import { semAlteracao, substituir, ultimoDaOrigem, type Vinculo, vinculoNaCadeia } from './cadeia.ts';
import { chaveDaEmpresa } from './certificado.ts';
import { ambiente, type IdentificacaoEmpresa, identificacaoDaEmpresa, type TpAmb } from './configuracao.ts';
import { type Empregador, idEvento, prefixoDoId } from './empregador.ts';
import { type Cabecalho, hashConteudo } from './envelope.ts';
import { elementoDoErro, type TipoEvento, validarEventos } from './xsd.ts';

export type { TipoEvento } from './xsd.ts';

/** Data that cannot make a valid event: `campo` is the layout element (or our field) that lacks. */
export class EventoRecusado extends Error {
  constructor(
    readonly campo: string,
    message: string,
  ) {
    super(message);
  }
}

export const MSG_REGISTRO = {
  semEmpregador: 'A empresa não tem CNPJ (campo ideEmpregador/nrInsc).',
} as const;

export type Recusa = { colaborador: { id: number; nome: string }; campo: string; mensagem: string };
export type Gerado = {
  id: number;
  colaborador: { id: number; nome: string };
  idEvento: string;
  status: string;
  indRetif: 1 | 2;
};

/** AAAAMMDDHHMMSS in the server's time zone. */
export function carimbo(agora: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SERVER_TIMEZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(agora)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

export { idEvento };

/**
 * Hands out event Ids for one company in one transaction: the first call takes the company's eSocial lock (one
 * generation at a time, so the sequence of a second is counted, not guessed) and counts the Ids already used in
 * this second.
 */
export async function geradorDeIds(tx: Db, empresaId: number, agora: Date) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`gente:esocial:${empresaId}`}))`.execute(tx);
  const quando = carimbo(agora);
  const usados = new Map<string, number>();
  return async (empregador: Empregador): Promise<string> => {
    const prefixo = prefixoDoId(empregador, quando);
    let n = usados.get(prefixo);
    if (n === undefined) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM evento_esocial
        WHERE empresa_id = ${empresaId} AND id_evento LIKE ${`${prefixo}%`}`.execute(tx);
      n = rows[0]!.n;
    }
    n++;
    usados.set(prefixo, n);
    return idEvento(empregador, quando, n);
  };
}

/** The company's employer and environment, or the refusal when it has no CNPJ. */
export async function empresaDoEvento(
  db: Db,
  empresaId: number,
): Promise<IdentificacaoEmpresa & { empregador: Empregador }> {
  const ident = await identificacaoDaEmpresa(db, empresaId);
  if (!ident.empregador) throw new EventoRecusado('ideEmpregador/nrInsc', MSG_REGISTRO.semEmpregador);
  return ident as IdentificacaoEmpresa & { empregador: Empregador };
}

/** The head of a new event of the company in its chain's place. */
export const cabecalho = (
  ident: { empregador: Empregador; tpAmb: TpAmb },
  v: Pick<Vinculo, 'indRetif' | 'nrRecibo'>,
): Cabecalho => ({
  ...ambiente(ident.tpAmb),
  empregador: ident.empregador,
  indRetif: v.indRetif,
  nrRecibo: v.nrRecibo,
});

/** An event ready to be signed, validated and stored. */
export type EventoPronto = {
  colaborador: { id: number; nome: string };
  idEvento: string;
  /** unsigned XML */
  xml: string;
  hash: string;
  dataReferencia: string;
  dataCondicao?: string | null;
  /** the ASO or CAT the event came from */
  origemId?: number | null;
  tpAmb: TpAmb;
  /** its place in the chain: rectification of / exclusion of, and the unsent event it replaces */
  vinculo: Vinculo;
};

const LOTE_XSD = 2000;

/**
 * Signs (when the company has a certificate), validates against the type's XSD and stores the valid events
 * (replacing the unsent events they take the place of); the others come back as refusals. Call inside the
 * transaction that holds the Ids (geradorDeIds).
 */
export async function gravarEventos(
  tx: Db,
  contexto: { empresaId: number; usuarioId: number; tipo: TipoEvento; agora: Date },
  eventos: EventoPronto[],
): Promise<{ gerados: Gerado[]; recusados: Recusa[] }> {
  const { empresaId, usuarioId, tipo, agora } = contexto;
  const chave: ChaveAssinatura | null = await chaveDaEmpresa(tx, empresaId);
  const prontos = eventos.map((e) => ({ ...e, xml: chave ? assinar(e.xml, chave) : e.xml }));
  const recusados: Recusa[] = [];
  const validos: typeof prontos = [];
  for (let i = 0; i < prontos.length; i += LOTE_XSD) {
    const lote = prontos.slice(i, i + LOTE_XSD);
    const erros = await validarEventos(
      tipo,
      lote.map((p) => (chave ? p.xml : comAssinaturaProvisoria(p.xml))),
    );
    lote.forEach((p, j) => {
      const erro = erros[j];
      if (!erro) {
        validos.push(p);
        return;
      }
      const campo = elementoDoErro(erro) ?? 'eSocial';
      recusados.push({
        colaborador: p.colaborador,
        campo,
        mensagem: `O evento de ${p.colaborador.nome} não atende ao leiaute S-1.3 do eSocial (campo ${campo}): ${erro}`,
      });
    });
  }
  if (validos.length === 0) return { gerados: [], recusados };

  await substituir(
    tx,
    validos.flatMap((p) => (p.vinculo.substitui ? [p.vinculo.substitui] : [])),
  );
  const status = chave ? 'assinado' : 'gerado';
  const { rows } = await sql<{ id: number; id_evento: string }>`
    INSERT INTO evento_esocial (empresa_id, tipo, colaborador_id, data_referencia, data_condicao, origem_id, id_evento,
                                status, gerado_em, conteudo_hash, tp_amb, ind_retif, evento_original_id, created_by, updated_by)
    SELECT ${empresaId}, ${tipo}, c, r, d, o, i, ${status}, ${agora.toISOString()}::timestamptz, h, a, ir, eo, ${usuarioId}, ${usuarioId}
      FROM unnest(${validos.map((p) => p.colaborador.id)}::int[], ${validos.map((p) => p.dataReferencia)}::date[],
                  ${validos.map((p) => p.dataCondicao ?? null)}::date[], ${validos.map((p) => p.origemId ?? null)}::int[],
                  ${validos.map((p) => p.idEvento)}::text[], ${validos.map((p) => p.hash)}::text[],
                  ${validos.map((p) => p.tpAmb)}::int[], ${validos.map((p) => (tipo === 'S-3000' ? null : p.vinculo.indRetif))}::int[],
                  ${validos.map((p) => p.vinculo.eventoOriginalId)}::int[]) AS x(c, r, d, o, i, h, a, ir, eo)
    RETURNING id, id_evento`.execute(tx);
  const porId = new Map(rows.map((r) => [r.id_evento, r.id]));
  await sql`INSERT INTO evento_esocial_xml (evento_id, xml)
    SELECT e, x FROM unnest(${validos.map((p) => porId.get(p.idEvento)!)}::int[], ${validos.map((p) => p.xml)}::text[]) AS v(e, x)`.execute(
    tx,
  );
  return {
    gerados: validos.map((p) => ({
      id: porId.get(p.idEvento)!,
      colaborador: p.colaborador,
      idEvento: p.idEvento,
      status,
      indRetif: p.vinculo.indRetif,
    })),
    recusados,
  };
}

/** One record (an ASO, a CAT) and how its event is made. */
export type EventoDeOrigem = {
  tipo: TipoEvento;
  empresaId: number;
  usuarioId: number;
  origemId: number;
  colaborador: { id: number; nome: string };
  dataReferencia: string;
  /** the event's content and the employer's CNPJ; throws EventoRecusado for data that cannot make a valid event */
  montar: () => { conteudo: string; cnpj: string };
  /** the whole unsigned event around the content */
  evento: (idEvento: string, cab: Cabecalho, conteudo: string) => string;
  /** when given, the same content as the record's latest event is refused (409) with this message */
  jaGerado?: (idEvento: string) => string;
};

/**
 * The event of one record, stored: 400 naming the layout field when the data cannot make a valid event,
 * 409 for a repeat when the type refuses them or while the record's last event awaits the eSocial; after an
 * accepted event, its rectification. Call inside the action's transaction.
 */
export async function gerarEventoDeOrigem(tx: Db, o: EventoDeOrigem): Promise<Gerado> {
  let montado: { conteudo: string; cnpj: string };
  let empresa: Awaited<ReturnType<typeof empresaDoEvento>>;
  try {
    montado = o.montar();
    empresa = await empresaDoEvento(tx, o.empresaId);
  } catch (e) {
    if (e instanceof EventoRecusado) throw validationError([{ field: e.campo, message: e.message }]);
    throw e;
  }
  const hash = hashConteudo(montado.conteudo);
  const agora = new Date();
  // the lock first: two generations of the same record see each other's event
  const proximoId = await geradorDeIds(tx, o.empresaId, agora);
  const ultimo = await ultimoDaOrigem(tx, o.empresaId, o.tipo, o.origemId);
  if (o.jaGerado && ultimo && semAlteracao(ultimo, hash)) throw conflict(o.jaGerado(ultimo.idEvento));
  const vinculo = vinculoNaCadeia(ultimo);
  if ('recusa' in vinculo) throw conflict(vinculo.recusa);
  const id = await proximoId(empresa.empregador);
  const r = await gravarEventos(tx, { empresaId: o.empresaId, usuarioId: o.usuarioId, tipo: o.tipo, agora }, [
    {
      colaborador: o.colaborador,
      idEvento: id,
      xml: o.evento(id, cabecalho(empresa, vinculo), montado.conteudo),
      hash,
      dataReferencia: o.dataReferencia,
      origemId: o.origemId,
      tpAmb: empresa.tpAmb,
      vinculo,
    },
  ]);
  const recusa = r.recusados[0];
  if (recusa) throw validationError([{ field: recusa.campo, message: recusa.mensagem }]);
  return r.gerados[0]!;
}
