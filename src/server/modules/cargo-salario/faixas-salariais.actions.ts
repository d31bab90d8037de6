// POST /api/cargo-salario/faixas-salariais/cargo/:cargoId/transferir-faixas-salariais
// {cargoOrigem, faixaSalarial, nome (max 15)}: copies a range of another job (or of this one), with its whole
// history, under this job with a new name → 201 with the new range. The payroll code (codigoAC) is not
// copied: it identifies one range in the payroll system.
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { defineActions } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { fieldError } from '../../http/errors.ts';

const FAIXAS = 'cargo-salario/faixas-salariais';
const CARGOS = 'cargo-salario/cargos';
type RefValue = number | { id: number };
const idOf = (v: RefValue) => (typeof v === 'number' ? v : v.id);

/** The stored range as a new one: no ids, no payroll code, references as {id}. */
function copyOf(faixa: RecordData, cargoId: number, nome: string): RecordData {
  return {
    cargo: { id: cargoId },
    nome,
    nomeACPessoal: faixa.nomeACPessoal,
    codigoCBO: faixa.codigoCBO,
    historico: (faixa.historico as RecordData[]).map((h) => ({
      data: h.data,
      tipo: h.tipo,
      indice: h.indice ? { id: h.indice.id } : undefined,
      quantidade: h.quantidade,
      valor: h.valor,
    })),
  };
}

export default defineActions([
  {
    name: 'transferir-faixas-salariais',
    method: 'POST',
    path: `${FAIXAS}/cargo/:cargoId/transferir-faixas-salariais`,
    summary: 'Copia uma faixa salarial (com todo o histórico) de um cargo para o cargo do caminho',
    authority: 'ROLE_CARGO_SALARIO',
    ids: { cargoId: CARGOS },
    body: 'cargo-salario/_acoes/transferir-faixas-salariais',
    status: 201,
    async handler({ engine, session, params, body, db }) {
      const cargoOrigemId = idOf(body.cargoOrigem);
      const faixaId = idOf(body.faixaSalarial);
      const cargos = engine.registry.get(CARGOS);
      const faixas = engine.registry.get(FAIXAS);
      const exists = async (table: string, id: number, cargoId?: number) =>
        (
          await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} AND empresa_id = ${session.empresaId}
            ${cargoId === undefined ? sql`` : sql`AND cargo_id = ${cargoId}`}`.execute(db)
        ).rows.length > 0;
      if (!(await exists(cargos.table, cargoOrigemId)))
        throw fieldError('cargoOrigem', MSG.refNotFound('Cargo de Origem'));
      if (!(await exists(faixas.table, faixaId, cargoOrigemId)))
        throw fieldError('faixaSalarial', MSG.refNotFound('Faixa Salarial'));
      const repo = engine.repository(FAIXAS);
      const source = await repo.get(session, faixaId, db);
      return repo.create(session, copyOf(source, params.cargoId, body.nome), { tx: db });
    },
  },
]);
