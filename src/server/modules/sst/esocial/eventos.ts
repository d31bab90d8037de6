// Generation of S-2240 events: data (dados-s2240.ts) → content (s2240.ts) → unchanged content skipped in a batch
// → the event's place in its chain (the employee's condition starting on that day, cadeia.ts: original, or the
// rectification of the accepted event, or the replacement of an unsent one) → event with its Id → signed with
// the company's A1 certificate when it has one → all validated against the XSD in one xmllint run per chunk →
// stored with their status (assinado, or gerado when unsigned). An employee whose data cannot make a valid
// event is refused with the field, and nothing is stored for them.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { assinar } from './assinatura.ts';
import { chaveDaCondicao, semAlteracao, ultimosDasCondicoes, vinculoNaCadeia } from './cadeia.ts';
import { chaveDaEmpresa } from './certificado.ts';
import { carregarDadosS2240 } from './dados-s2240.ts';
import {
  cabecalho,
  type EventoPronto,
  EventoRecusado,
  empresaDoEvento,
  type Gerado,
  geradorDeIds,
  gravarEventos,
  type Recusa,
} from './registro.ts';
import { cnpjEmpregador, conteudoS2240, eventoS2240, hashConteudo, S2240Recusado } from './s2240.ts';
import { type TipoEvento, validarEventos } from './xsd.ts';

export type { Gerado, Recusa };
export type Resultado = { gerados: Gerado[]; semAlteracao: number; recusados: Recusa[] };

/**
 * `somenteAlterados` (the batch): an employee whose condition's latest event has the same content counts as
 * "sem alteração". Without it (one employee), the same content is generated again unless the latest event was
 * accepted or sent: an accepted event with nothing changed has nothing to rectify.
 */
export async function gerarS2240(
  tx: Db,
  empresaId: number,
  usuarioId: number,
  data: string,
  opts: { ids?: number[]; somenteAlterados: boolean },
): Promise<Resultado> {
  const agora = new Date();
  const proximoId = await geradorDeIds(tx, empresaId, agora);
  const trabalhadores = await carregarDadosS2240(tx, empresaId, data, opts.ids);
  const ultimos = await ultimosDasCondicoes(tx, empresaId, opts.ids);
  const resultado: Resultado = { gerados: [], semAlteracao: 0, recusados: [] };
  let empresa: Awaited<ReturnType<typeof empresaDoEvento>> | undefined;
  const prontos: EventoPronto[] = [];
  for (const t of trabalhadores) {
    const colaborador = { id: t.id, nome: t.nome };
    try {
      const conteudo = conteudoS2240(t.dados);
      cnpjEmpregador(t.dados);
      empresa ??= await empresaDoEvento(tx, empresaId);
      const hash = hashConteudo(conteudo);
      const ultimo = ultimos.get(chaveDaCondicao(t.id, t.dados.dtIniCondicao));
      if (semAlteracao(ultimo, hash) && (opts.somenteAlterados || ultimo!.status === 'aceito')) {
        if (!opts.somenteAlterados)
          throw new EventoRecusado('status', MSG_S2240.nadaMudou(t.nome, ultimo!.idEvento));
        resultado.semAlteracao++;
        continue;
      }
      const vinculo = vinculoNaCadeia(ultimo);
      if ('recusa' in vinculo) throw new EventoRecusado('status', vinculo.recusa);
      const id = await proximoId(empresa.empregador);
      prontos.push({
        colaborador,
        idEvento: id,
        hash,
        xml: eventoS2240(id, cabecalho(empresa, vinculo), conteudo),
        dataReferencia: data,
        dataCondicao: t.dados.dtIniCondicao,
        tpAmb: empresa.tpAmb,
        vinculo,
      });
    } catch (e) {
      if (!(e instanceof S2240Recusado || e instanceof EventoRecusado)) throw e;
      resultado.recusados.push({ colaborador, campo: e.campo, mensagem: e.message });
    }
  }
  const r = await gravarEventos(tx, { empresaId, usuarioId, tipo: 'S-2240', agora }, prontos);
  resultado.gerados = r.gerados;
  resultado.recusados.push(...r.recusados);
  return resultado;
}

export const MSG_S2240 = {
  nadaMudou: (nome: string, idEvento: string) =>
    `O S-2240 de ${nome} (${idEvento}) foi aceito pelo eSocial e nada mudou desde então: não há o que retificar.`,
} as const;

/** Signs the company's events still unsigned (generated before the certificate was sent). */
export async function assinarPendentes(tx: Db, empresaId: number): Promise<number | null> {
  const chave = await chaveDaEmpresa(tx, empresaId);
  if (!chave) return null;
  const { rows } = await sql<{ id: number; tipo: TipoEvento; xml: string }>`
    SELECT e.id, e.tipo, x.xml FROM evento_esocial e JOIN evento_esocial_xml x ON x.evento_id = e.id
     WHERE e.empresa_id = ${empresaId} AND e.status = 'gerado' ORDER BY e.id FOR UPDATE OF e`.execute(tx);
  if (rows.length === 0) return 0;
  const assinados = rows.map((r) => ({ id: r.id, tipo: r.tipo, xml: assinar(r.xml, chave) }));
  const ok: typeof assinados = [];
  for (const tipo of new Set(assinados.map((a) => a.tipo))) {
    const doTipo = assinados.filter((a) => a.tipo === tipo);
    const erros = await validarEventos(
      tipo,
      doTipo.map((a) => a.xml),
    );
    ok.push(...doTipo.filter((_, i) => !erros[i]));
  }
  await sql`UPDATE evento_esocial_xml x SET xml = v.xml FROM unnest(${ok.map((a) => a.id)}::int[], ${ok.map((a) => a.xml)}::text[]) AS v(id, xml)
             WHERE x.evento_id = v.id`.execute(tx);
  await sql`UPDATE evento_esocial SET status = 'assinado', updated_at = now() WHERE id = ANY(${ok.map((a) => a.id)}::int[])`.execute(
    tx,
  );
  return ok.length;
}
