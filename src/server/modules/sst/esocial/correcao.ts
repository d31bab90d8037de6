// Correcting what the eSocial accepted:
// * retificar: the event made again from its record as it is now (the employee's S-2240 on the same date, the
//   ASO's S-2220, the CAT's S-2210); its chain (cadeia.ts) makes it the rectification (indRetif 2) of the latest
//   accepted version, with that version's receipt. Nothing changed, nothing to rectify (409).
// * excluir: the S-3000 (evtExclusao) of the chain's latest accepted version — its type, receipt and worker —
//   for an event sent in error; an unsent rectification of it is replaced.
// * gerarDeNovo: a rejected event made again from its corrected record, in the rejected one's place.
// * cadeia: every event of the same chain (same record, or the same employee's condition start) and the
//   exclusions of them, in order, with their receipts and occurrences.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { conflict, fieldError, forbidden, notFound, validationError } from '../../../http/errors.ts';
import { today } from '../../../http/params.ts';
import {
  chaveDaCondicao,
  MSG_CADEIA,
  substituir,
  type UltimoDaCadeia,
  ultimoDaOrigem,
  ultimosDasCondicoes,
} from './cadeia.ts';
import type { TpAmb } from './configuracao.ts';
import { carregarDadosS2210 } from './dados-s2210.ts';
import { carregarDadosS2220 } from './dados-s2220.ts';
import { hashConteudo } from './envelope.ts';
import { gerarS2240 } from './eventos.ts';
import {
  cabecalho,
  EventoRecusado,
  empresaDoEvento,
  type Gerado,
  geradorDeIds,
  gerarEventoDeOrigem,
  gravarEventos,
} from './registro.ts';
import { cnpjEmpregadorS2210, conteudoS2210, eventoS2210 } from './s2210.ts';
import { cnpjS2220, conteudoS2220, eventoS2220 } from './s2220.ts';
import { conteudoS3000, cpfDoEvento, eventoS3000 } from './s3000.ts';

export const MSG_CORRECAO = {
  soAceito: (idEvento: string) =>
    `O evento ${idEvento} não foi aceito pelo eSocial: só se retifica ou exclui um evento aceito (corrija os dados e gere-o de novo).`,
  exclusaoNaoSeRetifica: 'Uma exclusão (S-3000) não se retifica nem se exclui.',
  nadaMudou: (idEvento: string) => `Nada mudou desde o evento aceito ${idEvento}: não há o que retificar.`,
  outraCondicao: (nome: string, agora: string, antes: string) =>
    `Com os dados de hoje, a condição de ${nome} começa em ${agora}, não em ${antes}: gere um novo S-2240 (não é uma retificação).`,
  jaExcluido: (idEvento: string) => `O evento ${idEvento} já foi excluído (S-3000 aceito).`,
  soRejeitado: (idEvento: string) =>
    `O evento ${idEvento} não foi rejeitado pelo eSocial: só se gera de novo um evento rejeitado (um aceito se retifica).`,
  nadaMudouDesdeARejeicao: (idEvento: string) =>
    `Nada mudou desde o evento rejeitado ${idEvento}: corrija os dados que as ocorrências apontam, ou reenvie-o como está.`,
  semCpf: (idEvento: string) =>
    `O evento ${idEvento} não traz o CPF do trabalhador (ideTrabalhador/cpfTrab).`,
} as const;

const br = (d: string) => d.split('-').reverse().join('/');

type Linha = {
  id: number;
  tipo: 'S-2210' | 'S-2220' | 'S-2240' | 'S-3000';
  idEvento: string;
  status: string;
  colaboradorId: number;
  nome: string;
  dataReferencia: string;
  dataCondicao: string | null;
  origemId: number | null;
  eventoOriginalId: number | null;
  tpAmb: TpAmb;
};

async function evento(db: Db, empresaId: number, id: number): Promise<Linha> {
  const { rows } = await sql<Linha>`
    SELECT e.id, e.tipo, e.id_evento AS "idEvento", e.status, e.colaborador_id AS "colaboradorId", c.nome,
           to_char(e.data_referencia, 'YYYY-MM-DD') AS "dataReferencia",
           to_char(e.data_condicao, 'YYYY-MM-DD') AS "dataCondicao", e.origem_id AS "origemId",
           e.evento_original_id AS "eventoOriginalId", coalesce(e.tp_amb, 2) AS "tpAmb"
      FROM evento_esocial e JOIN colaborador c ON c.id = e.colaborador_id
     WHERE e.id = ${id} AND e.empresa_id = ${empresaId}`.execute(db);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The latest event that counts of the event's chain. */
async function ultimoDaCadeia(db: Db, empresaId: number, e: Linha): Promise<UltimoDaCadeia | undefined> {
  if (e.tipo === 'S-2240')
    return (await ultimosDasCondicoes(db, empresaId, [e.colaboradorId])).get(
      chaveDaCondicao(e.colaboradorId, e.dataCondicao ?? ''),
    );
  return ultimoDaOrigem(db, empresaId, e.tipo, e.origemId ?? 0);
}

type Sessao = { empresaId: number; userId: number; temSaude: boolean };

/** The rectification of an accepted event, made from its record as it is now. */
export async function retificarEvento(tx: Db, s: Sessao, id: number): Promise<Gerado> {
  const e = await evento(tx, s.empresaId, id);
  if (e.tipo === 'S-3000') throw fieldError('tipo', MSG_CORRECAO.exclusaoNaoSeRetifica);
  if (e.status !== 'aceito') throw fieldError('status', MSG_CORRECAO.soAceito(e.idEvento));
  if (e.tipo === 'S-2240') {
    const r = await gerarS2240(tx, s.empresaId, s.userId, e.dataReferencia, {
      ids: [e.colaboradorId],
      somenteAlterados: false,
    });
    const recusa = r.recusados[0];
    if (recusa?.campo === 'status') throw conflict(recusa.mensagem);
    if (recusa) throw validationError([{ field: recusa.campo, message: recusa.mensagem }]);
    const gerado = r.gerados[0]!;
    if (gerado.indRetif !== 2) {
      const { rows } = await sql<{ d: string }>`
        SELECT to_char(data_condicao, 'YYYY-MM-DD') AS d FROM evento_esocial WHERE id = ${gerado.id}`.execute(
        tx,
      );
      throw conflict(MSG_CORRECAO.outraCondicao(e.nome, br(rows[0]!.d), br(e.dataCondicao ?? '')));
    }
    return gerado;
  }
  return deOrigem(tx, s, e, MSG_CORRECAO.nadaMudou);
}

/** The S-2220 of the event's ASO or the S-2210 of its CAT, made from the record as it is now. */
async function deOrigem(
  tx: Db,
  s: Sessao,
  e: Linha,
  jaGerado: (idEvento: string) => string,
): Promise<Gerado> {
  if (e.tipo === 'S-2220') {
    const aso = await carregarDadosS2220(tx, s.empresaId, e.origemId ?? 0);
    if (!aso) throw notFound();
    return gerarEventoDeOrigem(tx, {
      tipo: 'S-2220',
      empresaId: s.empresaId,
      usuarioId: s.userId,
      origemId: aso.asoId,
      colaborador: aso.colaborador,
      dataReferencia: aso.data,
      montar: () => ({ conteudo: conteudoS2220(aso.dados), cnpj: cnpjS2220(aso.dados) }),
      evento: eventoS2220,
      jaGerado,
    });
  }
  // the S-2210 carries the physician's report: the health authority, as to generate it
  if (!s.temSaude) throw forbidden();
  const cat = await carregarDadosS2210(tx, s.empresaId, e.origemId ?? 0);
  if (!cat) throw notFound();
  return gerarEventoDeOrigem(tx, {
    tipo: 'S-2210',
    empresaId: s.empresaId,
    usuarioId: s.userId,
    origemId: cat.id,
    colaborador: cat.colaborador,
    dataReferencia: cat.dataAcidente,
    montar: () => ({ conteudo: conteudoS2210(cat.dados), cnpj: cnpjEmpregadorS2210(cat.dados) }),
    evento: eventoS2210,
    jaGerado,
  });
}

/**
 * A rejected event made again from its record as it is now (the user corrected what the occurrences named): the
 * new event takes the rejected one's place in its chain ('substituido'), signed and ready to send. Nothing
 * changed since the rejection: 409 (send it again as it is, if the refusal was passing).
 */
export async function gerarDeNovo(tx: Db, s: Sessao, id: number): Promise<Gerado> {
  const e = await evento(tx, s.empresaId, id);
  if (e.status !== 'rejeitado') throw fieldError('status', MSG_CORRECAO.soRejeitado(e.idEvento));
  let gerado: Gerado;
  if (e.tipo === 'S-3000') {
    if (!e.eventoOriginalId) throw notFound();
    gerado = await excluirEvento(tx, s, e.eventoOriginalId);
  } else if (e.tipo === 'S-2240') {
    const r = await gerarS2240(tx, s.empresaId, s.userId, e.dataReferencia, {
      ids: [e.colaboradorId],
      somenteAlterados: true,
    });
    const recusa = r.recusados[0];
    if (recusa?.campo === 'status') throw conflict(recusa.mensagem);
    if (recusa) throw validationError([{ field: recusa.campo, message: recusa.mensagem }]);
    if (!r.gerados[0]) throw conflict(MSG_CORRECAO.nadaMudouDesdeARejeicao(e.idEvento));
    gerado = r.gerados[0];
  } else gerado = await deOrigem(tx, s, e, MSG_CORRECAO.nadaMudouDesdeARejeicao);
  // a condition now starting on another day makes a new chain: the rejected event gives way all the same
  await substituir(tx, [e.id]);
  return gerado;
}

/** The S-3000 of the chain's latest accepted version. */
export async function excluirEvento(tx: Db, s: Sessao, id: number): Promise<Gerado> {
  const clicado = await evento(tx, s.empresaId, id);
  if (clicado.tipo === 'S-3000') throw fieldError('tipo', MSG_CORRECAO.exclusaoNaoSeRetifica);
  const agora = new Date();
  // the lock first: a generation of the same chain waits for this one
  const proximoId = await geradorDeIds(tx, s.empresaId, agora);
  const ultimo = await ultimoDaCadeia(tx, s.empresaId, clicado);
  if (ultimo?.exclusao === 'aceita') throw conflict(MSG_CORRECAO.jaExcluido(ultimo.idEvento));
  if (ultimo?.exclusao === 'pendente') throw conflict(MSG_CADEIA.exclusaoPendente(ultimo.idEvento));
  if (ultimo?.status === 'enviado') throw conflict(MSG_CADEIA.aguardando(ultimo.idEvento));
  // an unsent rectification gives way: the accepted version it would correct is excluded
  const alvoId =
    ultimo?.status === 'aceito' ? ultimo.id : ultimo?.indRetif === 2 ? ultimo.eventoOriginalId : null;
  if (!alvoId) throw fieldError('status', MSG_CORRECAO.soAceito(clicado.idEvento));
  const alvo = await evento(tx, s.empresaId, alvoId);
  const { rows } = await sql<{ recibo: string; xml: string }>`
    SELECT e.recibo, x.xml FROM evento_esocial e JOIN evento_esocial_xml x ON x.evento_id = e.id
     WHERE e.id = ${alvo.id}`.execute(tx);
  const cpfTrab = cpfDoEvento(rows[0]!.xml);
  if (!cpfTrab) throw fieldError('ideTrabalhador/cpfTrab', MSG_CORRECAO.semCpf(alvo.idEvento));
  let empresa: Awaited<ReturnType<typeof empresaDoEvento>>;
  try {
    empresa = await empresaDoEvento(tx, s.empresaId);
  } catch (e) {
    if (e instanceof EventoRecusado) throw fieldError(e.campo, e.message);
    throw e;
  }
  const conteudo = conteudoS3000({ tpEvento: alvo.tipo, nrRecEvt: rows[0]!.recibo, cpfTrab });
  const vinculo = {
    indRetif: 1 as const,
    nrRecibo: null,
    eventoOriginalId: alvo.id,
    substitui: ultimo && ultimo.id !== alvo.id ? ultimo.id : null,
  };
  const idEvento = await proximoId(empresa.empregador);
  const r = await gravarEventos(tx, { empresaId: s.empresaId, usuarioId: s.userId, tipo: 'S-3000', agora }, [
    {
      colaborador: { id: alvo.colaboradorId, nome: alvo.nome },
      idEvento,
      xml: eventoS3000(idEvento, cabecalho({ ...empresa, tpAmb: alvo.tpAmb }, vinculo), conteudo),
      hash: hashConteudo(conteudo),
      dataReferencia: today(),
      tpAmb: alvo.tpAmb,
      vinculo,
    },
  ]);
  const recusa = r.recusados[0];
  if (recusa) throw validationError([{ field: recusa.campo, message: recusa.mensagem }]);
  return r.gerados[0]!;
}

export type EventoDaCadeia = {
  id: number;
  tipo: string;
  idEvento: string;
  status: string;
  indRetif: number | null;
  eventoOriginal: { id: number; idEvento: string } | null;
  recibo: string | null;
  geradoEm: string;
  enviadoEm: string | null;
  processadoEm: string | null;
  lote: { id: number; protocolo: string | null } | null;
  retorno: string | null;
  ocorrencias: {
    tipo: number;
    codigo: number;
    descricao: string;
    localizacao: string | null;
    campo: string | null;
  }[];
};

/** The events of the chain of `id`, oldest first, with their exclusions. */
export async function cadeiaDoEvento(db: Db, empresaId: number, id: number): Promise<EventoDaCadeia[]> {
  let e = await evento(db, empresaId, id);
  if (e.tipo === 'S-3000' && e.eventoOriginalId) e = await evento(db, empresaId, e.eventoOriginalId);
  const daChave =
    e.tipo === 'S-2240'
      ? sql`e.tipo = 'S-2240' AND e.colaborador_id = ${e.colaboradorId} AND e.data_condicao = ${e.dataCondicao}::date`
      : sql`e.tipo = ${e.tipo} AND e.origem_id = ${e.origemId}`;
  const { rows } = await sql<EventoDaCadeia>`
    WITH cadeia AS (SELECT e.id FROM evento_esocial e WHERE e.empresa_id = ${empresaId} AND ${daChave}),
    todos AS (SELECT id FROM cadeia
              UNION SELECT x.id FROM evento_esocial x JOIN cadeia c ON x.evento_original_id = c.id WHERE x.tipo = 'S-3000')
    SELECT e.id, e.tipo, e.id_evento AS "idEvento", e.status, e.ind_retif AS "indRetif",
           CASE WHEN o.id IS NOT NULL THEN json_build_object('id', o.id, 'idEvento', o.id_evento) END AS "eventoOriginal",
           e.recibo, e.gerado_em AS "geradoEm", e.enviado_em AS "enviadoEm", e.processado_em AS "processadoEm",
           CASE WHEN l.id IS NOT NULL THEN json_build_object('id', l.id, 'protocolo', l.protocolo) END AS lote,
           e.retorno,
           coalesce((SELECT json_agg(json_build_object('tipo', oc.tipo, 'codigo', oc.codigo, 'descricao', oc.descricao,
                                      'localizacao', oc.localizacao, 'campo', oc.campo) ORDER BY oc.posicao)
                       FROM evento_esocial_ocorrencias oc WHERE oc.owner_id = e.id), '[]'::json) AS ocorrencias
      FROM evento_esocial e JOIN todos t ON t.id = e.id
      LEFT JOIN evento_esocial o ON o.id = e.evento_original_id
      LEFT JOIN lote_esocial l ON l.id = e.lote_id
     ORDER BY e.id`.execute(db);
  return rows;
}
