// Possible kinship between candidates and the company's current employees (docs/decisions.md, "Parentesco"):
// a warning for the recruiter, never a refusal. A pair is reported when the records say so:
//   * the same phone (fixed or mobile, its last 8 digits) or the same address (CEP, number and the complement's
//     digits) — the same household;
//   * the same mother's or father's full name — siblings;
//   * one's full name is the other's mother's, father's or spouse's name;
//   * the candidate named the employee in 'Parentes/Amigos na Empresa'.
// Whether they also share the last surname is said beside it. Names count only when full (two words or more);
// everything is compared folded (no accents, no case, single spaces). Employees: active, or awaiting
// confirmation of their admission or of their dismissal. What the answer shows of an employee is the name and
// the matrícula, never the phone, address or parents compared.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type TalentoParente = { id: number; nome: string; matricula: string | null; motivos: string[] };
export type Parentesco = { declarado: string | null; talentos: TalentoParente[] };

/** At most this many employees per candidate (a shared phone of a big family or a boarding house). */
const MAX_TALENTOS = 10;

/** Folded full name, or NULL when it is not a full name (one word, or too short to tell people apart). */
const nomeCompleto = (col: string) => sql.raw(`gente_candidato_nome_completo(${col})`);

const SUFIXOS = new Set([
  'junior',
  'jr',
  'filho',
  'filha',
  'neto',
  'neta',
  'sobrinho',
  'sobrinha',
  'segundo',
]);

/** The last surname of a folded name (suffixes such as 'Filho' and 'Júnior' skipped), if any. */
export function ultimoSobrenome(nome: string): string | undefined {
  const palavras = nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((p) => p.length > 1);
  while (palavras.length > 1 && SUFIXOS.has(palavras.at(-1)!)) palavras.pop();
  return palavras.length > 1 ? palavras.at(-1) : undefined;
}

type Linha = { candidato_id: number; id: number; nome: string; matricula: string | null; motivo: string };

/**
 * The possible relatives among the current employees of each candidate of the company (`empresaId`) in
 * `candidatosIds`, and what each candidate declared. Candidates without any are absent from the map.
 */
export async function parentescosDosCandidatos(
  db: Db,
  empresaId: number,
  candidatosIds: number[],
): Promise<Map<number, Parentesco>> {
  const out = new Map<number, Parentesco>();
  if (candidatosIds.length === 0) return out;
  // keys of each side: a pair matches when both sides have the same (kind, value); the candidate's side says why
  const { rows } = await sql<Linha>`
    WITH c AS (
      SELECT id, nome, pessoal_mae, pessoal_pai, pessoal_conjuge, endereco_cep, endereco_numero,
             endereco_complemento, contato_fone_fixo, contato_fone_celular
        FROM candidato WHERE empresa_id = ${empresaId} AND id = ANY(${candidatosIds}::int[])),
    ck AS (
      SELECT id, k.tipo, k.valor, k.motivo FROM c, LATERAL (VALUES
        ('F', gente_fone_chave(contato_fone_fixo), 'mesmo telefone'),
        ('F', gente_fone_chave(contato_fone_celular), 'mesmo telefone'),
        ('E', gente_endereco_chave(endereco_cep, endereco_numero, endereco_complemento), 'mesmo endereço'),
        ('M', ${nomeCompleto('pessoal_mae')}, 'mesma mãe'),
        ('P', ${nomeCompleto('pessoal_pai')}, 'mesmo pai'),
        ('N', ${nomeCompleto('pessoal_mae')}, 'é a mãe do candidato'),
        ('N', ${nomeCompleto('pessoal_pai')}, 'é o pai do candidato'),
        ('N', ${nomeCompleto('pessoal_conjuge')}, 'é o cônjuge do candidato'),
        ('G', ${nomeCompleto('nome')}, 'tem o candidato como mãe ou pai'),
        ('C', ${nomeCompleto('nome')}, 'tem o candidato como cônjuge')
      ) AS k(tipo, valor, motivo) WHERE k.valor IS NOT NULL),
    t AS (
      SELECT id, nome, matricula, pessoal_mae, pessoal_pai, pessoal_conjuge, endereco_cep, endereco_numero,
             endereco_complemento, contato_fone_fixo, contato_fone_celular
        FROM colaborador WHERE empresa_id = ${empresaId} AND status IN ('A', 'G', 'U')),
    tk AS (
      SELECT id, k.tipo, k.valor FROM t, LATERAL (VALUES
        ('F', gente_fone_chave(contato_fone_fixo)),
        ('F', gente_fone_chave(contato_fone_celular)),
        ('E', gente_endereco_chave(endereco_cep, endereco_numero, endereco_complemento)),
        ('M', ${nomeCompleto('pessoal_mae')}),
        ('P', ${nomeCompleto('pessoal_pai')}),
        ('N', ${nomeCompleto('nome')}),
        ('G', ${nomeCompleto('pessoal_mae')}),
        ('G', ${nomeCompleto('pessoal_pai')}),
        ('C', ${nomeCompleto('pessoal_conjuge')})
      ) AS k(tipo, valor) WHERE k.valor IS NOT NULL),
    declarado AS (
      SELECT c.id, ' ' || regexp_replace(gente_search(c.pessoal_parentes_amigos), '[^a-z0-9]+', ' ', 'g') || ' ' AS texto
        FROM candidato c
       WHERE c.empresa_id = ${empresaId} AND c.id = ANY(${candidatosIds}::int[])
         AND coalesce(c.pessoal_parentes_amigos, '') <> '')
    SELECT DISTINCT ck.id AS candidato_id, t.id, t.nome, t.matricula, ck.motivo
      FROM ck JOIN tk ON tk.tipo = ck.tipo AND tk.valor = ck.valor JOIN t ON t.id = tk.id
    UNION
    SELECT d.id, t.id, t.nome, t.matricula, 'citado pelo candidato em Parentes/Amigos na Empresa'
      FROM declarado d JOIN t ON position(' ' || ${nomeCompleto('t.nome')} || ' ' IN d.texto) > 0
     ORDER BY 1, 3, 2`.execute(db);
  const declarados = await sql<{ id: number; nome: string; texto: string | null }>`SELECT id, nome,
      CASE WHEN pessoal_possui_parentes IS TRUE OR coalesce(pessoal_parentes_amigos, '') <> ''
           THEN coalesce(pessoal_parentes_amigos, '') END AS texto
    FROM candidato WHERE empresa_id = ${empresaId} AND id = ANY(${candidatosIds}::int[])`.execute(db);
  const nomes = new Map(declarados.rows.map((r) => [r.id, r.nome]));
  for (const d of declarados.rows)
    if (d.texto !== null) out.set(d.id, { declarado: d.texto || 'Sim (sem nomes)', talentos: [] });
  for (const r of rows) {
    const p = out.get(r.candidato_id) ?? { declarado: null, talentos: [] };
    out.set(r.candidato_id, p);
    let t = p.talentos.find((x) => x.id === r.id);
    if (!t) {
      if (p.talentos.length >= MAX_TALENTOS) continue;
      t = { id: r.id, nome: r.nome, matricula: r.matricula, motivos: [] };
      p.talentos.push(t);
    }
    if (!t.motivos.includes(r.motivo)) t.motivos.push(r.motivo);
  }
  for (const [id, p] of out) {
    const sobrenome = ultimoSobrenome(nomes.get(id) ?? '');
    for (const t of p.talentos)
      if (sobrenome && ultimoSobrenome(t.nome) === sobrenome) t.motivos.push('mesmo sobrenome');
  }
  return out;
}

/** Short text of a candidate's possible kinship, for a card or a list ('Possível parente: Ana Souza (mesmo telefone)'). */
export function resumoParentesco(p: Parentesco): string {
  const partes = p.talentos.map((t) => `${t.nome} (${t.motivos.join(', ')})`);
  if (p.declarado !== null) partes.push(`declarou: ${p.declarado}`);
  return partes.join('; ');
}
