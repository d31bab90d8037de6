// What the SST module's hooks, actions and reports share: the authority, the severity labels, the agent ids
// the eSocial rules name (ids of sst/agentes-nocivos are the codes without dots, see reference-data.ts).
import classificacao from '../../../../schemas/_defs/classificacao-severidade-risco.json' with {
  type: 'json',
};

export const ROLE_SST = 'ROLE_SST';
/**
 * Health data (LGPD art. 11: medical records, certificates with CID-10, the physician's report of a CAT): only
 * users whose profile has this authority read or write it, on top of ROLE_SST for the screens around it.
 */
export const ROLE_SST_SAUDE = 'ROLE_SST_SAUDE';

/** Severity classification code → label ('SUBSTANCIAL' → 'Substancial'). */
export const CLASSIFICACOES: Record<string, string> = classificacao['x-enum-labels'];

/** The agent id of a table-24 code ('01.18.001' → 118001) and back. */
export const agenteId = (codigo: string) => Number(codigo.replace(/\./g, ''));
export const agenteCodigo = (id: number) => {
  const s = String(id).padStart(7, '0');
  return `${s.slice(0, 2)}.${s.slice(2, 4)}.${s.slice(4)}`;
};

/** 09.01.001: no harmful agent (or no activity of annex IV of Decree 3.048/1999). */
export const AUSENCIA_AGENTE = agenteId('09.01.001');
