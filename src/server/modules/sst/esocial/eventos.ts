// Generation of S-2240 events: data (dados-s2240.ts) → content (s2240.ts) → unchanged content skipped in a batch
// → event with its Id → signed with the company's A1 certificate when it has one → all validated against the
// XSD in one xmllint run per chunk → stored with their status (assinado, or gerado when unsigned). An employee
// whose data cannot make a valid event is refused with the field, and nothing is stored for them.
import { sql, type Transaction } from 'kysely';
import PACKAGE from '../../../../../package.json' with { type: 'json' };
import { SERVER_TIMEZONE } from '../../../../shared/constants.ts';
import { assinar, type ChaveAssinatura, comAssinaturaProvisoria } from './assinatura.ts';
import { chaveDaEmpresa } from './certificado.ts';
import { carregarDadosS2240 } from './dados-s2240.ts';
import {
  type Ambiente,
  cnpjEmpregador,
  conteudoS2240,
  eventoS2240,
  hashConteudo,
  idEvento,
  S2240Recusado,
} from './s2240.ts';
import { elementoDoErro, validarS2240 } from './xsd.ts';

/** tpAmb 1 = produção, 2 = produção restrita (the default: nothing is sent from here). */
export const ambienteEsocial = (): Ambiente => ({
  tpAmb: process.env.GENTE_ESOCIAL_AMBIENTE === '1' ? 1 : 2,
  verProc: `Gente ${PACKAGE.version}`,
});

export type Recusa = { colaborador: { id: number; nome: string }; campo: string; mensagem: string };
export type Gerado = {
  id: number;
  colaborador: { id: number; nome: string };
  idEvento: string;
  status: string;
};
export type Resultado = { gerados: Gerado[]; semAlteracao: number; recusados: Recusa[] };

const LOTE_XSD = 2000;

/** AAAAMMDDHHMMSS in the server's time zone. */
function carimbo(agora: Date): string {
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

export async function gerarS2240(
  tx: Transaction<any>,
  empresaId: number,
  usuarioId: number,
  data: string,
  opts: { ids?: number[]; somenteAlterados: boolean },
): Promise<Resultado> {
  // one generation per company at a time: the Id sequence of a second is counted, not guessed
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`gente:esocial:${empresaId}`}))`.execute(tx);
  const trabalhadores = await carregarDadosS2240(tx, empresaId, data, opts.ids);
  const ultimos = new Map<number, string>();
  if (opts.somenteAlterados) {
    const { rows } = await sql<{ colaborador_id: number; conteudo_hash: string }>`
      SELECT DISTINCT ON (colaborador_id) colaborador_id, conteudo_hash FROM evento_esocial
       WHERE empresa_id = ${empresaId} AND tipo = 'S-2240' ORDER BY colaborador_id, id DESC`.execute(tx);
    for (const r of rows) ultimos.set(r.colaborador_id, r.conteudo_hash);
  }
  const chave: ChaveAssinatura | null = await chaveDaEmpresa(tx, empresaId);
  const ambiente = ambienteEsocial();
  const agora = new Date();
  const quando = carimbo(agora);
  const resultado: Resultado = { gerados: [], semAlteracao: 0, recusados: [] };
  type Pronto = {
    t: (typeof trabalhadores)[number];
    id: string;
    hash: string;
    xml: string;
    dataCondicao: string;
  };
  const prontos: Pronto[] = [];
  let sequencia = 0;
  for (const t of trabalhadores) {
    const colaborador = { id: t.id, nome: t.nome };
    try {
      const conteudo = conteudoS2240(t.dados);
      const hash = hashConteudo(conteudo);
      if (ultimos.get(t.id) === hash) {
        resultado.semAlteracao++;
        continue;
      }
      const cnpj = cnpjEmpregador(t.dados);
      if (sequencia === 0) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM evento_esocial
          WHERE empresa_id = ${empresaId} AND id_evento LIKE ${`ID1${cnpj}${quando}%`}`.execute(tx);
        sequencia = rows[0]!.n;
      }
      sequencia++;
      const id = idEvento(cnpj, quando, sequencia);
      const xml = eventoS2240(id, cnpj, conteudo, ambiente);
      prontos.push({
        t,
        id,
        hash,
        xml: chave ? assinar(xml, chave) : xml,
        dataCondicao: t.dados.dtIniCondicao,
      });
    } catch (e) {
      if (!(e instanceof S2240Recusado)) throw e;
      resultado.recusados.push({ colaborador, campo: e.campo, mensagem: e.message });
    }
  }

  const validos: Pronto[] = [];
  for (let i = 0; i < prontos.length; i += LOTE_XSD) {
    const lote = prontos.slice(i, i + LOTE_XSD);
    const erros = await validarS2240(lote.map((p) => (chave ? p.xml : comAssinaturaProvisoria(p.xml))));
    lote.forEach((p, j) => {
      const erro = erros[j];
      if (!erro) {
        validos.push(p);
        return;
      }
      const campo = elementoDoErro(erro) ?? 'eSocial';
      resultado.recusados.push({
        colaborador: { id: p.t.id, nome: p.t.nome },
        campo,
        mensagem: `O evento de ${p.t.nome} não atende ao leiaute S-1.3 do eSocial (campo ${campo}): ${erro}`,
      });
    });
  }
  if (validos.length === 0) return resultado;

  const status = chave ? 'assinado' : 'gerado';
  const { rows } = await sql<{ id: number; id_evento: string; colaborador_id: number }>`
    INSERT INTO evento_esocial (empresa_id, tipo, colaborador_id, data_referencia, data_condicao, id_evento, status,
                                gerado_em, conteudo_hash, created_by, updated_by)
    SELECT ${empresaId}, 'S-2240', c, ${data}::date, d, i, ${status}, ${agora.toISOString()}::timestamptz, h, ${usuarioId}, ${usuarioId}
      FROM unnest(${validos.map((p) => p.t.id)}::int[], ${validos.map((p) => p.dataCondicao)}::date[],
                  ${validos.map((p) => p.id)}::text[], ${validos.map((p) => p.hash)}::text[]) AS x(c, d, i, h)
    RETURNING id, id_evento, colaborador_id`.execute(tx);
  const porId = new Map(rows.map((r) => [r.id_evento, r.id]));
  await sql`INSERT INTO evento_esocial_xml (evento_id, xml)
    SELECT e, x FROM unnest(${validos.map((p) => porId.get(p.id)!)}::int[], ${validos.map((p) => p.xml)}::text[]) AS v(e, x)`.execute(
    tx,
  );
  resultado.gerados = validos.map((p) => ({
    id: porId.get(p.id)!,
    colaborador: { id: p.t.id, nome: p.t.nome },
    idEvento: p.id,
    status,
  }));
  return resultado;
}

/** Signs the company's events still unsigned (generated before the certificate was sent). */
export async function assinarPendentes(tx: Transaction<any>, empresaId: number): Promise<number | null> {
  const chave = await chaveDaEmpresa(tx, empresaId);
  if (!chave) return null;
  const { rows } = await sql<{ id: number; xml: string }>`
    SELECT e.id, x.xml FROM evento_esocial e JOIN evento_esocial_xml x ON x.evento_id = e.id
     WHERE e.empresa_id = ${empresaId} AND e.status = 'gerado' ORDER BY e.id FOR UPDATE OF e`.execute(tx);
  if (rows.length === 0) return 0;
  const assinados = rows.map((r) => ({ id: r.id, xml: assinar(r.xml, chave) }));
  const erros = await validarS2240(assinados.map((a) => a.xml));
  const ok = assinados.filter((_, i) => !erros[i]);
  await sql`UPDATE evento_esocial_xml x SET xml = v.xml FROM unnest(${ok.map((a) => a.id)}::int[], ${ok.map((a) => a.xml)}::text[]) AS v(id, xml)
             WHERE x.evento_id = v.id`.execute(tx);
  await sql`UPDATE evento_esocial SET status = 'assinado', updated_at = now() WHERE id = ANY(${ok.map((a) => a.id)}::int[])`.execute(
    tx,
  );
  return ok.length;
}
