// What every generated eSocial event goes through once its content is ready, whatever its type (S-2210, S-2220,
// S-2240): an Id counted in the database, the company's signature when it has an A1 certificate, the official
// XSD of its type (xmllint, many events per run), and storage with its status, XML and origin. An event the XSD
// refuses is not stored: it comes back as a refusal naming the layout element.
import { sql } from 'kysely';
import PACKAGE from '../../../../../package.json' with { type: 'json' };
import { SERVER_TIMEZONE } from '../../../../shared/constants.ts';
import type { Db } from '../../../db/database.ts';
import { conflict, validationError } from '../../../http/errors.ts';
import { assinar, type ChaveAssinatura, comAssinaturaProvisoria } from './assinatura.ts';
import { chaveDaEmpresa } from './certificado.ts';
import { type Ambiente, hashConteudo } from './envelope.ts';
import { elementoDoErro, type TipoEvento, validarEventos } from './xsd.ts';

export type { TipoEvento } from './xsd.ts';

/** tpAmb 1 = produção, 2 = produção restrita (the default: nothing is sent from here). */
export const ambienteEsocial = (): Ambiente => ({
  tpAmb: process.env.GENTE_ESOCIAL_AMBIENTE === '1' ? 1 : 2,
  verProc: `Gente ${PACKAGE.version}`,
});

/** Data that cannot make a valid event: `campo` is the layout element (or our field) that lacks. */
export class EventoRecusado extends Error {
  constructor(
    readonly campo: string,
    message: string,
  ) {
    super(message);
  }
}

export type Recusa = { colaborador: { id: number; nome: string }; campo: string; mensagem: string };
export type Gerado = {
  id: number;
  colaborador: { id: number; nome: string };
  idEvento: string;
  status: string;
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

/**
 * The event id: 'ID' + employer registration type + 14-digit registration (the CNPJ) + AAAAMMDDHHMMSS +
 * 5-digit sequence — 36 characters, as TS_Id requires.
 */
export function idEvento(cnpj: string, quando: string, sequencia: number): string {
  const id = `ID1${cnpj}${quando}${String(sequencia).padStart(5, '0')}`;
  if (!/^ID\d[A-Z0-9]{12}\d{21}$/.test(id)) throw new Error(`Id de evento inválido: ${id}`);
  return id;
}

/**
 * Hands out event Ids for one company in one transaction: the first call takes the company's eSocial lock (one
 * generation at a time, so the sequence of a second is counted, not guessed) and counts the Ids already used in
 * this second.
 */
export async function geradorDeIds(tx: Db, empresaId: number, agora: Date) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`gente:esocial:${empresaId}`}))`.execute(tx);
  const quando = carimbo(agora);
  const usados = new Map<string, number>();
  return async (cnpj: string): Promise<string> => {
    let n = usados.get(cnpj);
    if (n === undefined) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM evento_esocial
        WHERE empresa_id = ${empresaId} AND id_evento LIKE ${`ID1${cnpj}${quando}%`}`.execute(tx);
      n = rows[0]!.n;
    }
    n++;
    usados.set(cnpj, n);
    return idEvento(cnpj, quando, n);
  };
}

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
};

const LOTE_XSD = 2000;

/**
 * Signs (when the company has a certificate), validates against the type's XSD and stores the valid events;
 * the others come back as refusals. Call inside the transaction that holds the Ids (geradorDeIds).
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

  const status = chave ? 'assinado' : 'gerado';
  const { rows } = await sql<{ id: number; id_evento: string }>`
    INSERT INTO evento_esocial (empresa_id, tipo, colaborador_id, data_referencia, data_condicao, origem_id, id_evento,
                                status, gerado_em, conteudo_hash, created_by, updated_by)
    SELECT ${empresaId}, ${tipo}, c, r, d, o, i, ${status}, ${agora.toISOString()}::timestamptz, h, ${usuarioId}, ${usuarioId}
      FROM unnest(${validos.map((p) => p.colaborador.id)}::int[], ${validos.map((p) => p.dataReferencia)}::date[],
                  ${validos.map((p) => p.dataCondicao ?? null)}::date[], ${validos.map((p) => p.origemId ?? null)}::int[],
                  ${validos.map((p) => p.idEvento)}::text[], ${validos.map((p) => p.hash)}::text[]) AS x(c, r, d, o, i, h)
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
  evento: (idEvento: string, cnpj: string, conteudo: string, ambiente: Ambiente) => string;
  /** when given, the same content already generated from this record is refused (409) with this message */
  jaGerado?: (idEvento: string) => string;
};

/**
 * The event of one record, stored: 400 naming the layout field when the data cannot make a valid event,
 * 409 for a repeat when the type refuses them. Call inside the action's transaction.
 */
export async function gerarEventoDeOrigem(tx: Db, o: EventoDeOrigem): Promise<Gerado> {
  let montado: { conteudo: string; cnpj: string };
  try {
    montado = o.montar();
  } catch (e) {
    if (e instanceof EventoRecusado) throw validationError([{ field: e.campo, message: e.message }]);
    throw e;
  }
  const hash = hashConteudo(montado.conteudo);
  if (o.jaGerado) {
    const { rows } = await sql<{ id_evento: string }>`
      SELECT id_evento FROM evento_esocial WHERE empresa_id = ${o.empresaId} AND tipo = ${o.tipo}
         AND origem_id = ${o.origemId} AND conteudo_hash = ${hash} ORDER BY id DESC LIMIT 1`.execute(tx);
    if (rows[0]) throw conflict(o.jaGerado(rows[0].id_evento));
  }
  const agora = new Date();
  const proximoId = await geradorDeIds(tx, o.empresaId, agora);
  const id = await proximoId(montado.cnpj);
  const r = await gravarEventos(tx, { empresaId: o.empresaId, usuarioId: o.usuarioId, tipo: o.tipo, agora }, [
    {
      colaborador: o.colaborador,
      idEvento: id,
      xml: o.evento(id, montado.cnpj, montado.conteudo, ambienteEsocial()),
      hash,
      dataReferencia: o.dataReferencia,
      origemId: o.origemId,
    },
  ]);
  const recusa = r.recusados[0];
  if (recusa) throw validationError([{ field: recusa.campo, message: recusa.mensagem }]);
  return r.gerados[0]!;
}
