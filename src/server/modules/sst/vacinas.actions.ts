// Vaccination endpoints (spec §2 /sst/cartoes-vacinacao/colaborador/{colaboradorId}, /sst/vacinacao-em-lote,
// §7 vacinas GET /vacina-ja-aplicada):
//   GET  sst/vacinas/vacina-ja-aplicada?colaboradorId&vacinaId&numeroDose   {aplicada, vacinacao | null}
//   GET  sst/cartoes-vacinacao/colaborador/:colaboradorId?data&vacinas      the card: courses with statuses
//   PUT  sst/cartoes-vacinacao/colaborador/:colaboradorId {cursos}           the card's doses as a list
//   POST sst/vacinacao-em-lote {vacina, lote, dataRealizacao, colaboradorIds} the next dose to each, one transaction
// Every dose is written through the sst/vacinacoes repository, so its rules (schedule, order, dates) and audit
// apply to the card and the batch as to a single record.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/messages.ts';
import { defineActions } from '../../actions/action.ts';
import { diffRecords } from '../../audit/audit.ts';
import type { StaffSession } from '../../auth/session.ts';
import type { Engine } from '../../crud/engine.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { currentIp } from '../../http/request-context.ts';
import { MSG_DOSE_REPETIDA, msgAntesDaAnterior } from './messages.ts';
import { ROLE_SST } from './sst.ts';
import { cartaoVacinacao } from './vacinacao.ts';

const VACINACOES = 'sst/vacinacoes';
const COLABORADOR = { colaboradorId: 'cargo-salario/colaboradores' };

export const msgTodasAsDoses = (nomes: string[], vacina: string) =>
  nomes.length === 1
    ? `${nomes[0]} já recebeu todas as doses da vacina ${vacina}.`
    : `${nomes.join(', ')} já receberam todas as doses da vacina ${vacina}.`;
export const MSG_TALENTO_NAO_ENCONTRADO = 'Talento não encontrado.';
export const MSG_VACINA_REPETIDA = 'Esta vacina já está no cartão.';

/** A refusal of one dose's write, with its fields placed under `prefixo` (the item of the list it came from). */
function comPrefixo(e: unknown, prefixo: string, rotulo?: string): unknown {
  if (!(e instanceof HttpError) || !e.errors) return e;
  const errors: FieldError[] = e.errors.map((x) => ({
    field: `${prefixo}${x.field}`,
    message: rotulo ? `${rotulo}: ${x.message}` : x.message,
  }));
  return new HttpError(e.status, e.code, e.message, errors);
}

type Db = Parameters<typeof cartaoVacinacao>[0];

async function cartao(
  db: Db,
  session: StaffSession,
  colaboradorId: number,
  data: string,
  vacinas: number[] = [],
) {
  const { rows } = await sql<{ id: number; nome: string }>`
    SELECT id, nome FROM colaborador WHERE id = ${colaboradorId}`.execute(db);
  return {
    colaborador: rows[0]!,
    data,
    cursos: await cartaoVacinacao(db, session.empresaId, colaboradorId, data, vacinas),
  };
}

type Existente = { id: number; numero_dose: number; lote: string; data: string };
type ItemCartao = { numeroDose: number; lote?: string; dataRealizacao?: string };

/** Writes one vaccine's doses of the card: removals from the last, then date changes in a safe order, then new doses. */
async function gravarCurso(
  engine: Engine,
  db: Db,
  session: StaffSession,
  colaboradorId: number,
  vacinaId: number,
  itens: ItemCartao[],
  prefixo: string,
) {
  const repo = engine.repository(VACINACOES);
  const { rows } = await sql<Existente>`
    SELECT id, numero_dose, lote, to_char(data_realizacao, 'YYYY-MM-DD') AS data FROM vacinacao
     WHERE colaborador_id = ${colaboradorId} AND vacina_id = ${vacinaId}`.execute(db);
  const existentes = new Map(rows.map((r) => [r.numero_dose, r]));
  const pos = new Map(itens.map((it, i) => [it.numeroDose, i]));
  const corpo = (it: ItemCartao) => ({
    colaborador: { id: colaboradorId },
    vacina: { id: vacinaId },
    numeroDose: it.numeroDose,
    lote: it.lote,
    dataRealizacao: it.dataRealizacao,
  });
  const tenta = async (it: ItemCartao, f: () => Promise<unknown>) => {
    try {
      await f();
    } catch (e) {
      throw comPrefixo(e, `${prefixo}${pos.get(it.numeroDose)}.`);
    }
  };
  const tx = { tx: db };
  const remover = itens
    .filter((it) => !it.lote && !it.dataRealizacao && existentes.has(it.numeroDose))
    .sort((a, b) => b.numeroDose - a.numeroDose);
  for (const it of remover)
    await tenta(it, () => repo.remove(session, existentes.get(it.numeroDose)!.id, tx));
  const preenchidos = itens.filter((it) => it.lote && it.dataRealizacao);
  const alterados = preenchidos.filter((it) => {
    const e = existentes.get(it.numeroDose);
    return e && (e.lote !== it.lote || e.data !== it.dataRealizacao);
  });
  // earlier dates from the first dose, later dates from the last: no intermediate state breaks the order
  const antes = alterados
    .filter((it) => it.dataRealizacao! <= existentes.get(it.numeroDose)!.data)
    .sort((a, b) => a.numeroDose - b.numeroDose);
  const depois = alterados
    .filter((it) => it.dataRealizacao! > existentes.get(it.numeroDose)!.data)
    .sort((a, b) => b.numeroDose - a.numeroDose);
  for (const it of [...antes, ...depois])
    await tenta(it, () => repo.update(session, existentes.get(it.numeroDose)!.id, corpo(it), tx));
  const novos = preenchidos
    .filter((it) => !existentes.has(it.numeroDose))
    .sort((a, b) => a.numeroDose - b.numeroDose);
  for (const it of novos) await tenta(it, () => repo.create(session, corpo(it), tx));
}

async function vacinaDaEmpresa(db: Db, session: StaffSession, id: number, campo: string) {
  const { rows } = await sql<{ id: number; nome: string; quantidade_doses: number }>`
    SELECT id, nome, quantidade_doses FROM vacina WHERE id = ${id} AND empresa_id = ${session.empresaId}`.execute(
    db,
  );
  if (!rows[0]) throw validationError([{ field: campo, message: 'Vacina: registro não encontrado.' }]);
  return rows[0];
}

export default defineActions([
  {
    name: 'vacina-ja-aplicada',
    method: 'GET',
    path: 'sst/vacinas/vacina-ja-aplicada',
    summary: 'Se o talento já recebeu a vacina (uma dose dada ou qualquer dose), com a dose registrada',
    authority: ROLE_SST,
    query: 'sst/_acoes/vacina-ja-aplicada',
    async handler({ db, session, query }) {
      const { rows: dono } = await sql<{ n: number }>`
        SELECT (SELECT count(*) FROM colaborador WHERE id = ${query.colaboradorId} AND empresa_id = ${session.empresaId})
             + (SELECT count(*) FROM vacina WHERE id = ${query.vacinaId} AND empresa_id = ${session.empresaId}) AS n`.execute(
        db,
      );
      if (Number(dono[0]!.n) !== 2) throw notFound();
      const { rows } = await sql<{ id: number; numero_dose: number; lote: string; data: string }>`
        SELECT id, numero_dose, lote, to_char(data_realizacao, 'YYYY-MM-DD') AS data FROM vacinacao
         WHERE colaborador_id = ${query.colaboradorId} AND vacina_id = ${query.vacinaId}
           AND (${query.numeroDose ?? null}::int IS NULL OR numero_dose = ${query.numeroDose ?? null}::int)
         ORDER BY numero_dose DESC LIMIT 1`.execute(db);
      const r = rows[0];
      return {
        aplicada: !!r,
        vacinacao: r ? { id: r.id, numeroDose: r.numero_dose, lote: r.lote, dataRealizacao: r.data } : null,
      };
    },
  },
  {
    name: 'cartao-vacinacao',
    method: 'GET',
    path: 'sst/cartoes-vacinacao/colaborador/:colaboradorId',
    summary: 'Cartão de vacinação do talento: cada vacina com as doses, datas previstas e situações na data',
    authority: ROLE_SST,
    ids: COLABORADOR,
    query: 'sst/_acoes/cartao-vacinacao-consulta',
    handler: ({ db, session, params, query }) =>
      cartao(db, session, params.colaboradorId, query.data ?? today(), query.vacinas ?? []),
  },
  {
    name: 'gravar-cartao-vacinacao',
    method: 'PUT',
    path: 'sst/cartoes-vacinacao/colaborador/:colaboradorId',
    summary: 'Grava as doses do cartão em lista (com lote e data: gravada; sem os dois: removida)',
    authority: ROLE_SST,
    ids: COLABORADOR,
    body: 'sst/_acoes/cartao-vacinacao',
    async handler(ctx) {
      const { db, session, params } = ctx;
      const cursos = ctx.body.cursos as { vacina: { id: number }; vacinacoes: ItemCartao[] }[];
      const repetidos: FieldError[] = [];
      cursos.forEach((c, i) => {
        if (cursos.findIndex((x) => x.vacina.id === c.vacina.id) < i)
          repetidos.push({ field: `cursos.${i}.vacina`, message: MSG_VACINA_REPETIDA });
        c.vacinacoes.forEach((v, j) => {
          if (c.vacinacoes.findIndex((x) => x.numeroDose === v.numeroDose) < j)
            repetidos.push({ field: `cursos.${i}.vacinacoes.${j}.numeroDose`, message: MSG_DOSE_REPETIDA });
        });
      });
      if (repetidos.length) throw validationError(repetidos);
      for (const [i, c] of cursos.entries()) {
        await vacinaDaEmpresa(db, session, c.vacina.id, `cursos.${i}.vacina`);
        await gravarCurso(
          ctx.engine,
          db,
          session,
          params.colaboradorId,
          c.vacina.id,
          c.vacinacoes,
          `cursos.${i}.vacinacoes.`,
        );
      }
      ctx.audit = { resource: 'cargo-salario/colaboradores', recordId: params.colaboradorId };
      return cartao(db, session, params.colaboradorId, today());
    },
  },
  {
    name: 'vacinacao-em-lote',
    method: 'POST',
    path: 'sst/vacinacao-em-lote',
    summary: 'Aplica a próxima dose da vacina a vários talentos, com o mesmo lote e data, numa só transação',
    authority: ROLE_SST,
    body: 'sst/_acoes/vacinacao-em-lote',
    status: 201,
    async handler(ctx) {
      const { db, session, body } = ctx;
      const vacina = await vacinaDaEmpresa(db, session, body.vacina.id, 'vacina');
      const ids = body.colaboradorIds as number[];
      // set-based (a campaign gives thousands of doses): the rules of sst/vacinacoes.hooks.ts on every
      // employee at once, one INSERT and one audit statement
      const { rows } = await sql<{
        id: number;
        nome: string;
        ultima: number | null;
        data_ultima: string | null;
      }>`
        SELECT c.id, c.nome, u.numero_dose AS ultima, to_char(u.data_realizacao, 'YYYY-MM-DD') AS data_ultima
          FROM colaborador c
          LEFT JOIN LATERAL (SELECT x.numero_dose, x.data_realizacao FROM vacinacao x
                              WHERE x.colaborador_id = c.id AND x.vacina_id = ${vacina.id}
                              ORDER BY x.numero_dose DESC LIMIT 1) u ON TRUE
         WHERE c.empresa_id = ${session.empresaId} AND c.id = ANY(${ids}::int[])
           FOR UPDATE OF c`.execute(db);
      if (rows.length !== ids.length) {
        const achados = new Set(rows.map((r) => r.id));
        const i = ids.findIndex((id) => !achados.has(id));
        throw validationError([{ field: `colaboradorIds.${i}`, message: MSG_TALENTO_NAO_ENCONTRADO }]);
      }
      const porId = new Map(rows.map((r) => [r.id, r]));
      const ordem = ids.map((id) => porId.get(id)!);
      const completos = ordem.filter((r) => (r.ultima ?? 0) >= vacina.quantidade_doses);
      const aplicar = ordem.filter((r) => (r.ultima ?? 0) < vacina.quantidade_doses);
      if (aplicar.length === 0)
        throw validationError([
          {
            field: 'colaboradorIds',
            message: msgTodasAsDoses(
              completos.map((r) => r.nome),
              vacina.nome,
            ),
          },
        ]);
      const antes = aplicar.find((r) => r.data_ultima && body.dataRealizacao < r.data_ultima);
      if (antes)
        throw validationError([
          {
            field: 'dataRealizacao',
            message: `${antes.nome}: ${msgAntesDaAnterior(antes.ultima!, antes.data_ultima!)}`,
          },
        ]);
      const doses = aplicar.map((r) => (r.ultima ?? 0) + 1);
      const { rows: inseridos } = await sql<{ id: number; colaborador_id: number }>`
        INSERT INTO vacinacao (empresa_id, colaborador_id, vacina_id, numero_dose, lote, data_realizacao,
                               created_by, updated_by)
        SELECT ${session.empresaId}, c, ${vacina.id}, d, ${body.lote}, ${body.dataRealizacao}::date,
               ${session.userId}, ${session.userId}
          FROM unnest(${aplicar.map((r) => r.id)}::int[], ${doses}::int[]) WITH ORDINALITY AS t(c, d, n)
         ORDER BY n
        RETURNING id, colaborador_id`.execute(db);
      const idPorColaborador = new Map(inseridos.map((x) => [x.colaborador_id, x.id]));
      const novos = aplicar.map((r) => ({ id: idPorColaborador.get(r.id)! }));
      const recurso = ctx.engine.registry.get(VACINACOES);
      const alteracoes = aplicar.map((r, i) =>
        JSON.stringify(
          diffRecords(recurso.schema, null, {
            colaborador: { id: r.id, nome: r.nome },
            vacina: { id: vacina.id, nome: vacina.nome },
            numeroDose: doses[i],
            lote: body.lote,
            dataRealizacao: body.dataRealizacao,
          }),
        ),
      );
      await sql`
        INSERT INTO auditoria (usuario_id, usuario_nome, empresa_id, ip, cadastro, registro_id, operacao, alteracoes)
        SELECT ${session.userId}, ${session.userName ?? null}, ${session.empresaId}, ${currentIp()}, ${VACINACOES},
               r, 'create', a::jsonb
          FROM unnest(${novos.map((x) => x.id)}::int[], ${alteracoes}::text[]) AS t(r, a)`.execute(db);
      ctx.audit = { resource: VACINACOES, recordId: null };
      return {
        aplicadas: aplicar.map((r, i) => ({
          id: novos[i]!.id,
          colaborador: { id: r.id, nome: r.nome },
          numeroDose: doses[i]!,
        })),
        ignorados: completos.map((r) => ({ id: r.id, nome: r.nome })),
        mensagem:
          completos.length > 0
            ? msgTodasAsDoses(
                completos.map((r) => r.nome),
                vacina.nome,
              )
            : null,
      };
    },
  },
]);
