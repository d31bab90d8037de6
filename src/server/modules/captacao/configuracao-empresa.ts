// The company settings recruitment reads (spec §3 Company settings), straight from the company row.
import { sql } from 'kysely';
import type { HookContext } from '../../crud/hooks.ts';

export type ConfiguracaoCaptacao = {
  solPessoalExibirSalario: boolean;
  solPessoalObrigarDadosComplementares: boolean;
  solPessoalReabrirSolicitacao: boolean;
  solPessoalExibirColabSubstituido: boolean;
  maxCandidataCargo: number;
  tempoExclusaoCandidato: number | null;
  nome: string;
};

export async function configuracaoCaptacao(
  db: HookContext['db'],
  empresaId: number,
): Promise<ConfiguracaoCaptacao> {
  const res = await sql<ConfiguracaoCaptacao>`SELECT nome,
      coalesce(sol_pessoal_exibir_salario, false) AS "solPessoalExibirSalario",
      coalesce(sol_pessoal_obrigar_dados_complementares, false) AS "solPessoalObrigarDadosComplementares",
      coalesce(sol_pessoal_reabrir_solicitacao, false) AS "solPessoalReabrirSolicitacao",
      coalesce(sol_pessoal_exibir_colab_substituido, false) AS "solPessoalExibirColabSubstituido",
      coalesce(max_candidata_cargo, 3) AS "maxCandidataCargo",
      tempo_exclusao_candidato AS "tempoExclusaoCandidato"
    FROM empresa WHERE id = ${empresaId}`.execute(db);
  const row = res.rows[0];
  if (!row) throw new Error(`empresa ${empresaId} não encontrada`);
  return row;
}
