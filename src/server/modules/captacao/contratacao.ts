// Hiring a candidate (issue: "opens a new employee pre-filled from the candidate and links them"): one
// transaction creates the employee from the candidate's data (and photo), the admission entry of the career
// history with the vacancy's establishment, area and job/salary range when it comes from a personnel
// request, marks the candidate hired and linked to the employee, and the place in the request CONTRATADO.
// The console then opens the employee's screen to complete what recruitment does not know.
import { sql, type Transaction } from 'kysely';
import type { ActionContext } from '../../actions/action.ts';
import type { RecordData } from '../../crud/hooks.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { CANDIDATOS } from './candidatos.ts';
import { estadoDaSolicitacao, MSG_PROCESSO } from './processo-seletivo.ts';
import { aceitaMovimentacao, MSG_SOLICITACAO } from './solicitacao-estado.ts';

const COLABORADORES = 'cargo-salario/colaboradores';
const HISTORICOS_COLABORADOR = 'cargo-salario/historicos-colaboradores';

/** Only the keys the target schema object declares (the candidate's groups have a few more). */
function daForma(valor: unknown, propriedades: Record<string, unknown> | undefined): RecordData | undefined {
  if (!valor || typeof valor !== 'object' || !propriedades) return undefined;
  const out = Object.fromEntries(Object.entries(valor).filter(([k]) => k in propriedades));
  return Object.keys(out).length > 0 ? out : undefined;
}

export type Contratacao = { dataAdmissao: string; solicitacaoId?: number; matricula?: string };

export async function contratar(ctx: ActionContext, candidatoId: number, pedido: Contratacao) {
  const tx = ctx.db as Transaction<any>;
  const { engine, session } = ctx;
  await sql`SELECT 1 FROM candidato WHERE id = ${candidatoId} FOR UPDATE`.execute(tx);
  const candidato = await engine.repository(CANDIDATOS).get(session, candidatoId, tx);
  if (candidato.contratado) throw conflict(MSG_PROCESSO.jaContratado);
  if (candidato.cpf) {
    const { rows } = await sql`SELECT 1 FROM colaborador WHERE empresa_id = ${session.empresaId}
      AND cpf = ${candidato.cpf}`.execute(tx);
    if (rows.length > 0) throw conflict(MSG_PROCESSO.cpfDeTalento);
  }

  let vaga: RecordData | undefined;
  let lugarId: number | undefined;
  if (pedido.solicitacaoId !== undefined) {
    const estado = await estadoDaSolicitacao(tx, session.empresaId, pedido.solicitacaoId);
    if (!estado) throw fieldError('solicitacaoId', MSG_PROCESSO.solicitacaoNaoEncontrada);
    const { rows } = await sql<{ id: number }>`SELECT id FROM candidato_solicitacao
      WHERE candidato_id = ${candidatoId} AND solicitacao_id = ${pedido.solicitacaoId} FOR UPDATE`.execute(
      tx,
    );
    if (!rows[0]) throw fieldError('solicitacaoId', 'O candidato não está nesta solicitação.');
    if (!aceitaMovimentacao(estado)) throw conflict(MSG_SOLICITACAO.movimentacaoNaoPermitida);
    lugarId = rows[0].id;
    vaga = await engine.repository('captacao/solicitacoes-pessoal').get(session, pedido.solicitacaoId, tx);
  }

  const schema = engine.registry.get(COLABORADORES).schema.properties ?? {};
  const corpo: RecordData = {
    nome: candidato.nome,
    nomeSocial: candidato.nomeSocial,
    cpf: candidato.cpf,
    matricula: pedido.matricula,
    dataAdmissao: pedido.dataAdmissao,
    vinculo: vaga?.vinculo,
    pessoal: daForma(candidato.pessoal, schema.pessoal?.properties),
    documentos: daForma(candidato.documentos, schema.documentos?.properties),
    endereco: daForma(candidato.endereco, schema.endereco?.properties),
    contato: daForma(candidato.contato, schema.contato?.properties),
    camposExtras: daForma(candidato.camposExtras, schema.camposExtras?.properties),
  };
  for (const k of Object.keys(corpo)) if (corpo[k] === undefined || corpo[k] === null) delete corpo[k];
  const colaborador = await engine.repository(COLABORADORES).create(session, corpo, { tx, audit: true });

  if (vaga) {
    await engine.repository(HISTORICOS_COLABORADOR).create(
      session,
      {
        colaborador: { id: colaborador.id },
        data: pedido.dataAdmissao,
        motivo: 'A',
        ...(vaga.estabelecimento ? { estabelecimento: { id: vaga.estabelecimento.id } } : {}),
        areaOrganizacional: { id: vaga.areaOrganizacional.id },
        faixaSalarial: { id: vaga.faixaSalarial.id },
        tipoSalario: 1,
        observacao: `Admissão pela solicitação de pessoal nº ${vaga.id}.`,
      },
      { tx, audit: true },
    );
    await sql`UPDATE candidato_solicitacao SET situacao = 'CONTRATADO', updated_at = now(),
      updated_by = ${session.userId} WHERE id = ${lugarId}`.execute(tx);
  }
  // the photo goes with the person (a copy: the candidate may still be deleted one day)
  await sql`INSERT INTO arquivo (empresa_id, cadastro, registro_id, campo, nome, tipo, tamanho, sha256, conteudo, created_by)
    SELECT empresa_id, ${COLABORADORES}, ${colaborador.id}, 'foto', nome, tipo, tamanho, sha256, conteudo, ${session.userId}
      FROM arquivo WHERE cadastro = ${CANDIDATOS} AND registro_id = ${candidatoId} AND campo = 'foto'`.execute(
    tx,
  );
  await sql`UPDATE candidato SET contratado = true, disponivel = false, colaborador_id = ${colaborador.id},
    updated_at = now(), updated_by = ${session.userId} WHERE id = ${candidatoId}`.execute(tx);
  ctx.audit = {
    resource: CANDIDATOS,
    recordId: candidatoId,
    changes: [
      { campo: 'contratado', de: false, para: true },
      { campo: 'colaborador', para: colaborador.id },
      ...(vaga ? [{ campo: 'solicitacao', para: vaga.id }] : []),
    ],
  };
  return { colaborador: { id: colaborador.id as number, nome: colaborador.nome as string } };
}
