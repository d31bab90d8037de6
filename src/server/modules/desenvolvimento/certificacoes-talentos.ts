// Which certifications each employee holds and when each expires (issue 29). An employee holds a certification
// when approved (situacao.ts) in a class already over (its last day, else its end date, on or before `hoje`) of
// every course of it, and holds its prerequisite; the completion is the latest of those classes (the most recent
// approval in each course) and the expiry is completion + the periodicity in months. 'A vencer': expiring
// within 30 days.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ativoNaData } from '../cargo-salario/api.ts';
import { situacoes } from './situacao.ts';

export const DIAS_AVISO_VENCIMENTO = 30;

export type SituacaoCertificacao = 'Válida' | 'A vencer' | 'Vencida' | 'Pendente';

export type CertificacaoDoTalento = {
  colaborador: { id: number; nome: string };
  certificacao: { id: number; nome: string; periodicidade: number };
  dataConclusao: string | null;
  vencimento: string | null;
  situacao: SituacaoCertificacao;
  cursosPendentes: { id: number; nome: string }[];
};

type Cert = { id: number; nome: string; periodicidade: number; pre: number | null; cursos: number[] };

export const somaMeses = (data: string, meses: number): string => {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  const alvo = new Date(Date.UTC(a, m - 1 + meses, 1));
  const ultimo = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  alvo.setUTCDate(Math.min(d, ultimo));
  return alvo.toISOString().slice(0, 10);
};

const diasEntre = (de: string, ate: string) =>
  (Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000;

export async function certificacoesDosTalentos(
  db: Db,
  empresaId: number,
  hoje: string,
  filtro: { colaboradorIds?: number[]; certificacaoIds?: number[]; incluirPendentes?: boolean } = {},
): Promise<CertificacaoDoTalento[]> {
  const { rows: certs } = await sql<Cert>`
    SELECT c.id, c.nome, c.periodicidade, c.certificacao_pre_requisito_id AS pre,
           coalesce((SELECT array_agg(j.ref_id ORDER BY j.ref_id) FROM certificacao_cursos j WHERE j.owner_id = c.id), '{}') AS cursos
      FROM certificacao c WHERE c.empresa_id = ${empresaId}`.execute(db);
  if (certs.length === 0) return [];
  const { rows: insc } = await sql<{
    id: number;
    colaborador_id: number;
    nome: string;
    curso_id: number;
    conclusao: string;
  }>`
    SELECT ct.id, c.id AS colaborador_id, c.nome, t.curso_id,
           to_char(coalesce((SELECT max(d.dia) FROM turma_dias_turma d WHERE d.owner_id = t.id), t.data_prev_fim, t.data_prev_ini), 'YYYY-MM-DD') AS conclusao
      FROM colaborador_turma ct JOIN turma t ON t.id = ct.turma_id JOIN colaborador c ON c.id = ct.colaborador_id
     WHERE t.empresa_id = ${empresaId} AND ${ativoNaData('c', hoje)}
       AND coalesce((SELECT max(d.dia) FROM turma_dias_turma d WHERE d.owner_id = t.id), t.data_prev_fim, t.data_prev_ini) <= ${hoje}::date
       AND (${filtro.colaboradorIds ?? null}::int[] IS NULL OR c.id = ANY(${filtro.colaboradorIds ?? null}::int[]))`.execute(
    db,
  );
  const aprov = await situacoes(
    db,
    insc.map((r) => r.id),
  );
  // the latest approval of each employee in each course
  const ultima = new Map<number, Map<number, string>>();
  const nomes = new Map<number, string>();
  for (const r of insc) {
    if (!aprov.get(r.id)?.aprovado) continue;
    nomes.set(r.colaborador_id, r.nome);
    const porCurso = ultima.get(r.colaborador_id) ?? new Map<number, string>();
    if ((porCurso.get(r.curso_id) ?? '') < r.conclusao) porCurso.set(r.curso_id, r.conclusao);
    ultima.set(r.colaborador_id, porCurso);
  }
  const { rows: cursos } = await sql<{ id: number; nome: string }>`
    SELECT id, nome FROM curso WHERE empresa_id = ${empresaId}`.execute(db);
  const nomeCurso = new Map(cursos.map((c) => [c.id, c.nome]));
  const porId = new Map(certs.map((c) => [c.id, c]));
  // a certification held by an employee: its completion date (prerequisites first, without cycles)
  const memo = new Map<string, string | null>();
  const conclusao = (colab: number, cert: Cert, visitados: Set<number>): string | null => {
    const chave = `${colab}:${cert.id}`;
    if (memo.has(chave)) return memo.get(chave)!;
    const porCurso = ultima.get(colab);
    let data: string | null = null;
    if (porCurso && cert.cursos.length && cert.cursos.every((c) => porCurso.has(c))) {
      data = cert.cursos
        .map((c) => porCurso.get(c)!)
        .sort()
        .at(-1)!;
      const pre = cert.pre != null ? porId.get(cert.pre) : undefined;
      if (pre && (visitados.has(pre.id) || conclusao(colab, pre, new Set([...visitados, cert.id])) == null))
        data = null;
    }
    memo.set(chave, data);
    return data;
  };
  const alvo = filtro.certificacaoIds ? certs.filter((c) => filtro.certificacaoIds!.includes(c.id)) : certs;
  const resultado: CertificacaoDoTalento[] = [];
  for (const [colab, porCurso] of ultima) {
    for (const cert of alvo) {
      const feitos = cert.cursos.filter((c) => porCurso.has(c));
      if (feitos.length === 0) continue;
      const data = conclusao(colab, cert, new Set());
      if (!data && !filtro.incluirPendentes) continue;
      const vencimento = data ? somaMeses(data, cert.periodicidade) : null;
      const situacao: SituacaoCertificacao = !vencimento
        ? 'Pendente'
        : vencimento < hoje
          ? 'Vencida'
          : diasEntre(hoje, vencimento) <= DIAS_AVISO_VENCIMENTO
            ? 'A vencer'
            : 'Válida';
      resultado.push({
        colaborador: { id: colab, nome: nomes.get(colab)! },
        certificacao: { id: cert.id, nome: cert.nome, periodicidade: cert.periodicidade },
        dataConclusao: data,
        vencimento,
        situacao,
        cursosPendentes: cert.cursos
          .filter((c) => !porCurso.has(c))
          .map((c) => ({ id: c, nome: nomeCurso.get(c) ?? '' })),
      });
    }
  }
  return resultado.sort(
    (a, b) =>
      a.colaborador.nome.localeCompare(b.colaborador.nome, 'pt-BR') ||
      a.certificacao.nome.localeCompare(b.certificacao.nome, 'pt-BR'),
  );
}
