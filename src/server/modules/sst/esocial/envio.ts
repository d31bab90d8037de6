// Sending events to the eSocial and reading the result:
// * enviarEventos: the selected signed events (or rejected ones, again) in batches of up to 50 (lote.ts), each
//   envelope checked against EnvioLoteEventos-v1_1_1.xsd, sent to EnviarLoteEventos with the A1 certificate as
//   the TLS client certificate; a received batch (201) keeps its protocoloEnvio, its events become 'enviado' and
//   the query job is scheduled; a refused batch (4xx) or one that never arrived is recorded with the reason and
//   its events stay as they were.
// * consultarLote: ConsultarLoteEventos by the protocol: still processing (101, or 301 a server error) → the job
//   asks again later, with back-off; processed (201/202) → each event 'aceito' with its receipt (nrRecibo) or
//   'rejeitado' with the occurrences (code, description, the field); the batch refused as a whole → every event
//   'rejeitado' with the batch's occurrences.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { certificadoDeEnvio } from './certificado.ts';
import { enderecos, maximoDeConsultas, proximaEspera, type TpAmb } from './configuracao.ts';
import { inscricaoNoId } from './empregador.ts';
import { consultaLote, dividirEmLotes, envioLote, GRUPO_NAO_PERIODICOS } from './lote.ts';
import { empresaDoEvento } from './registro.ts';
import {
  CODIGOS,
  lerRetornoEnvio,
  lerRetornoProcessamento,
  type Ocorrencia,
  RespostaInvalida,
  resumoDasOcorrencias,
} from './retorno.ts';
import { clienteEsocial, FalhaDeComunicacao } from './webservice.ts';
import { validarMensagens } from './xsd.ts';

export const JOB_CONSULTAR_LOTE = 'esocial.consultar-lote';

export const MSG_ENVIO = {
  naoAssinado: (id: string, nome: string) =>
    `O evento ${id} de ${nome} não está assinado: envie o certificado A1 e use 'Assinar pendentes' antes de enviar.`,
  jaEnviado: (id: string, nome: string) =>
    `O evento ${id} de ${nome} já foi enviado e aguarda o processamento do eSocial: use 'Consultar'.`,
  jaAceito: (id: string, nome: string, recibo: string) =>
    `O evento ${id} de ${nome} já foi aceito pelo eSocial (recibo ${recibo}): para corrigi-lo, use 'Retificar'.`,
  substituido: (id: string, nome: string) =>
    `O evento ${id} de ${nome} foi substituído por um evento mais novo: envie o mais novo.`,
  idAntigo: (id: string) =>
    `O Id do evento ${id} não identifica o empregador como o eSocial exige (raiz do CNPJ completada com zeros): gere o evento de novo.`,
  loteInvalido: (erro: string) => `O lote não atende ao XSD de envio do eSocial: ${erro}`,
  semResultado: (protocolo: string) =>
    `O eSocial não devolveu o resultado deste evento no lote ${protocolo}.`,
  loteRecusado: (cd: number, desc: string) => `Lote recusado pelo eSocial: ${cd} — ${desc}`,
  desistiu: (n: number) =>
    `O eSocial ainda não concluiu o processamento depois de ${n} consultas: use 'Consultar' mais tarde.`,
} as const;

export type ResumoLote = {
  id: number;
  protocolo: string | null;
  status: 'enviado' | 'processado' | 'recusado' | 'erro';
  quantidade: number;
  cdResposta: number | null;
  descResposta: string;
  ocorrencias: Ocorrencia[];
};

type EventoParaEnvio = {
  id: number;
  idEvento: string;
  status: string;
  recibo: string | null;
  colaboradorId: number;
  nome: string;
  tpAmb: TpAmb;
  xml: string;
};

function recusaDoEvento(e: EventoParaEnvio): string | null {
  if (e.status === 'assinado' || e.status === 'rejeitado') return null;
  if (e.status === 'gerado') return MSG_ENVIO.naoAssinado(e.idEvento, e.nome);
  if (e.status === 'enviado') return MSG_ENVIO.jaEnviado(e.idEvento, e.nome);
  if (e.status === 'aceito') return MSG_ENVIO.jaAceito(e.idEvento, e.nome, e.recibo ?? '');
  return MSG_ENVIO.substituido(e.idEvento, e.nome);
}

async function gravarOcorrencias(db: Db, eventoId: number, lista: Ocorrencia[]) {
  await sql`DELETE FROM evento_esocial_ocorrencias WHERE owner_id = ${eventoId}`.execute(db);
  if (lista.length === 0) return;
  await sql`INSERT INTO evento_esocial_ocorrencias (owner_id, posicao, tipo, codigo, descricao, localizacao, campo)
    SELECT ${eventoId}, p, t, c, d, l, f
      FROM unnest(${lista.map((_, i) => i)}::int[], ${lista.map((o) => o.tipo)}::int[], ${lista.map((o) => o.codigo)}::int[],
                  ${lista.map((o) => o.descricao)}::text[], ${lista.map((o) => o.localizacao)}::text[],
                  ${lista.map((o) => o.campo)}::text[]) AS x(p, t, c, d, l, f)`.execute(db);
}

async function novoLote(
  db: Db,
  dados: {
    empresaId: number;
    usuarioId: number;
    tpAmb: TpAmb;
    transmissor: string;
    quantidade: number;
    status: ResumoLote['status'];
    protocolo: string | null;
    cdResposta: number | null;
    descResposta: string;
    envio: string;
    retorno: string | null;
  },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO lote_esocial (empresa_id, protocolo, tp_amb, grupo, transmissor, quantidade, status, cd_resposta,
                              desc_resposta, consultas, enviado_em, created_by, updated_by)
    VALUES (${dados.empresaId}, ${dados.protocolo}, ${dados.tpAmb}, ${GRUPO_NAO_PERIODICOS}, ${dados.transmissor},
            ${dados.quantidade}, ${dados.status}, ${dados.cdResposta}, ${dados.descResposta}, 0, now(),
            ${dados.usuarioId}, ${dados.usuarioId})
    RETURNING id`.execute(db);
  const id = rows[0]!.id;
  await sql`INSERT INTO lote_esocial_xml (lote_id, envio, retorno) VALUES (${id}, ${dados.envio}, ${dados.retorno})`.execute(
    db,
  );
  return id;
}

/**
 * Sends the company's events `ids` (signed, or rejected to send again). Refuses (400, field 'ids' or
 * 'certificado') when one cannot be sent; otherwise answers each batch: received with its protocol, refused by
 * the eSocial with the reason, or not delivered.
 */
export async function enviarEventos(
  tx: Db,
  jobs: JobQueue | undefined,
  ctx: { empresaId: number; usuarioId: number; ids: number[] },
): Promise<{ lotes: ResumoLote[]; enviados: number }> {
  const { rows } = await sql<EventoParaEnvio>`
    SELECT e.id, e.id_evento AS "idEvento", e.status, e.recibo, e.colaborador_id AS "colaboradorId", c.nome,
           coalesce(e.tp_amb, 2) AS "tpAmb", x.xml
      FROM evento_esocial e JOIN evento_esocial_xml x ON x.evento_id = e.id JOIN colaborador c ON c.id = e.colaborador_id
     WHERE e.empresa_id = ${ctx.empresaId} AND e.id = ANY(${ctx.ids}::int[])
     ORDER BY e.id FOR UPDATE OF e`.execute(tx);
  if (rows.length !== ctx.ids.length) throw notFound();
  for (const e of rows) {
    const recusa = recusaDoEvento(e);
    if (recusa) throw fieldError('ids', recusa);
  }
  const certificado = await certificadoDeEnvio(tx, ctx.empresaId);
  const empresa = await empresaDoEvento(tx, ctx.empresaId);
  const prefixo = `ID${empresa.empregador.tpInsc}${inscricaoNoId(empresa.empregador)}`;
  const antigo = rows.find((e) => !e.idEvento.startsWith(prefixo));
  if (antigo) throw fieldError('ids', MSG_ENVIO.idAntigo(antigo.idEvento));

  const lotes = dividirEmLotes(rows);
  const envelopes = lotes.map((l) => envioLote(empresa.empregador, certificado.transmissor, l));
  const erros = await validarMensagens('envioLote', envelopes);
  const erro = erros.find((e) => e);
  if (erro) throw fieldError('ids', MSG_ENVIO.loteInvalido(erro));

  const cliente = clienteEsocial(certificado);
  const resumo: ResumoLote[] = [];
  let enviados = 0;
  try {
    for (const [i, lote] of lotes.entries()) {
      const tpAmb = lote[0]!.tpAmb;
      const base = {
        empresaId: ctx.empresaId,
        usuarioId: ctx.usuarioId,
        tpAmb,
        transmissor: certificado.transmissor.nrInsc,
        quantidade: lote.length,
        envio: envelopes[i]!,
      };
      let r: ReturnType<typeof lerRetornoEnvio>;
      try {
        r = lerRetornoEnvio(await cliente.chamar(enderecos(tpAmb).envio, 'enviar', envelopes[i]!));
      } catch (e) {
        if (!(e instanceof FalhaDeComunicacao || e instanceof RespostaInvalida)) throw e;
        const id = await novoLote(tx, {
          ...base,
          status: 'erro',
          protocolo: null,
          cdResposta: null,
          descResposta: e.message,
          retorno: null,
        });
        resumo.push({
          id,
          ...base,
          status: 'erro',
          protocolo: null,
          cdResposta: null,
          descResposta: e.message,
          ocorrencias: [],
        });
        continue;
      }
      const recebido = r.cdResposta === CODIGOS.sucesso && !!r.protocolo;
      const status = recebido ? 'enviado' : 'recusado';
      const descResposta = recebido
        ? r.descResposta
        : [r.descResposta, resumoDasOcorrencias(r.ocorrencias)].filter(Boolean).join('\n');
      const id = await novoLote(tx, {
        ...base,
        status,
        protocolo: r.protocolo,
        cdResposta: r.cdResposta,
        descResposta,
        retorno: r.xml,
      });
      resumo.push({
        id,
        protocolo: r.protocolo,
        status,
        quantidade: lote.length,
        cdResposta: r.cdResposta,
        descResposta,
        ocorrencias: r.ocorrencias,
      });
      if (!recebido) continue;
      const idsDoLote = lote.map((e) => e.id);
      await sql`UPDATE evento_esocial SET status = 'enviado', lote_id = ${id}, enviado_em = now(), processado_em = NULL,
                       recibo = NULL, retorno = NULL, updated_at = now(), updated_by = ${ctx.usuarioId}
                 WHERE id = ANY(${idsDoLote}::int[])`.execute(tx);
      await sql`DELETE FROM evento_esocial_ocorrencias WHERE owner_id = ANY(${idsDoLote}::int[])`.execute(tx);
      await agendarConsulta(tx, jobs, id, ctx.empresaId, 0, null);
      enviados += lote.length;
    }
  } finally {
    cliente.encerrar();
  }
  return { lotes: resumo, enviados };
}

async function agendarConsulta(
  tx: Db,
  jobs: JobQueue | undefined,
  loteId: number,
  empresaId: number,
  consultas: number,
  tempoEstimado: number | null,
) {
  const espera = proximaEspera(consultas, tempoEstimado);
  await sql`UPDATE lote_esocial SET proxima_consulta = now() + make_interval(secs => ${espera}) WHERE id = ${loteId}`.execute(
    tx,
  );
  // one waiting query per batch (policy 'short'): a 'Consultar' while one waits schedules nothing more
  await jobs?.send(
    JOB_CONSULTAR_LOTE,
    { loteId, empresaId },
    { tx, singletonKey: `lote:${loteId}`, startAfterSeconds: Math.max(1, Math.round(espera)) },
  );
}

type LinhaLote = {
  id: number;
  protocolo: string;
  status: ResumoLote['status'];
  tpAmb: TpAmb;
  consultas: number;
  quantidade: number;
  cdResposta: number | null;
  descResposta: string | null;
};

export type ResultadoConsulta = {
  lote: ResumoLote;
  /** still processing: query again */
  emProcessamento: boolean;
  aceitos: number;
  rejeitados: number;
};

const resumoDe = (l: LinhaLote, ocorrencias: Ocorrencia[] = []): ResumoLote => ({
  id: l.id,
  protocolo: l.protocolo,
  status: l.status,
  quantidade: l.quantidade,
  cdResposta: l.cdResposta,
  descResposta: l.descResposta ?? '',
  ocorrencias,
});

/**
 * Queries the processing of the company's batch and stores what came back. `agendar`: when still processing,
 * schedule the next query (the job and 'Consultar' both do). A batch already processed answers as it is.
 */
export async function consultarLote(
  tx: Db,
  jobs: JobQueue | undefined,
  ctx: { empresaId: number; loteId: number; usuarioId?: number | null },
): Promise<ResultadoConsulta> {
  const { rows } = await sql<LinhaLote>`
    SELECT id, protocolo, status, tp_amb AS "tpAmb", consultas, quantidade, cd_resposta AS "cdResposta",
           desc_resposta AS "descResposta"
      FROM lote_esocial WHERE id = ${ctx.loteId} AND empresa_id = ${ctx.empresaId} FOR UPDATE`.execute(tx);
  const lote = rows[0];
  if (!lote) throw notFound();
  if (lote.status !== 'enviado')
    return { lote: resumoDe(lote), emProcessamento: false, aceitos: 0, rejeitados: 0 };

  const certificado = await certificadoDeEnvio(tx, ctx.empresaId);
  const cliente = clienteEsocial(certificado);
  let r: ReturnType<typeof lerRetornoProcessamento>;
  try {
    r = lerRetornoProcessamento(
      await cliente.chamar(enderecos(lote.tpAmb).consulta, 'consultar', consultaLote(lote.protocolo)),
    );
  } finally {
    cliente.encerrar();
  }
  await sql`UPDATE lote_esocial_xml SET retorno = ${r.xml} WHERE lote_id = ${lote.id}`.execute(tx);
  const consultas = lote.consultas + 1;
  const usuario = ctx.usuarioId ?? null;

  if (r.cdResposta === CODIGOS.aguardando || r.cdResposta === CODIGOS.erroServidor) {
    const desistir = consultas >= maximoDeConsultas();
    const desc = desistir ? MSG_ENVIO.desistiu(consultas) : r.descResposta;
    await sql`UPDATE lote_esocial SET consultas = ${consultas}, cd_resposta = ${r.cdResposta}, desc_resposta = ${desc},
                     proxima_consulta = NULL, updated_at = now(), updated_by = ${usuario} WHERE id = ${lote.id}`.execute(
      tx,
    );
    if (!desistir) await agendarConsulta(tx, jobs, lote.id, ctx.empresaId, consultas, r.tempoEstimado);
    return {
      lote: { ...resumoDe(lote), cdResposta: r.cdResposta, descResposta: desc },
      emProcessamento: true,
      aceitos: 0,
      rejeitados: 0,
    };
  }

  const { rows: eventos } = await sql<{ id: number; idEvento: string }>`
    SELECT id, id_evento AS "idEvento" FROM evento_esocial WHERE lote_id = ${lote.id} AND status = 'enviado'`.execute(
    tx,
  );
  const processado = r.cdResposta === CODIGOS.sucesso || r.cdResposta === CODIGOS.advertencias;
  let aceitos = 0;
  let rejeitados = 0;
  const porId = new Map(r.eventos.map((e) => [e.idEvento, e]));
  for (const ev of eventos) {
    const ret = processado ? porId.get(ev.idEvento) : undefined;
    const aceito =
      !!ret?.nrRecibo && (ret.cdResposta === CODIGOS.sucesso || ret.cdResposta === CODIGOS.advertencias);
    const ocorrencias: Ocorrencia[] = ret
      ? ret.ocorrencias
      : processado
        ? [
            {
              tipo: 1,
              codigo: 0,
              descricao: MSG_ENVIO.semResultado(lote.protocolo),
              localizacao: null,
              campo: null,
            },
          ]
        : r.ocorrencias;
    let retorno: string | null;
    if (ret)
      retorno = ret.ocorrencias.length
        ? resumoDasOcorrencias(ret.ocorrencias)
        : aceito
          ? null
          : ret.descResposta;
    else if (processado) retorno = MSG_ENVIO.semResultado(lote.protocolo);
    else
      retorno = [MSG_ENVIO.loteRecusado(r.cdResposta, r.descResposta), resumoDasOcorrencias(r.ocorrencias)]
        .filter(Boolean)
        .join('\n');
    await sql`UPDATE evento_esocial SET status = ${aceito ? 'aceito' : 'rejeitado'}, recibo = ${aceito ? ret!.nrRecibo : null},
                     retorno = ${retorno}, processado_em = now(), updated_at = now(), updated_by = ${usuario}
               WHERE id = ${ev.id}`.execute(tx);
    await gravarOcorrencias(tx, ev.id, ocorrencias);
    if (aceito) aceitos++;
    else rejeitados++;
  }
  const status = processado ? 'processado' : 'recusado';
  const desc = processado
    ? r.descResposta
    : [r.descResposta, resumoDasOcorrencias(r.ocorrencias)].filter(Boolean).join('\n');
  await sql`UPDATE lote_esocial SET status = ${status}, consultas = ${consultas}, cd_resposta = ${r.cdResposta},
                   desc_resposta = ${desc}, processado_em = now(), proxima_consulta = NULL, updated_at = now(),
                   updated_by = ${usuario}
             WHERE id = ${lote.id}`.execute(tx);
  return {
    lote: { ...resumoDe(lote, r.ocorrencias), status, cdResposta: r.cdResposta, descResposta: desc },
    emProcessamento: false,
    aceitos,
    rejeitados,
  };
}
