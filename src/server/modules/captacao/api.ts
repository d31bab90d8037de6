// What other modules may use of recruitment (captação). The candidate portal (externo) is recruitment's front
// door: it depends on this module, never the other way.

// the portal shows candidates the evaluations of their applications and stores their answers
export {
  type AvaliacaoOferecida,
  avaliacoesOferecidas,
  CANDIDATURAS,
  folhaDaCandidatura,
  MODELOS_AVALIACAO_CANDIDATO,
  ORIGEM_AVALIACAO_CANDIDATO,
  PAPEL_CANDIDATO,
} from './avaliacao-candidato.ts';
// the portal's routes set the portal's settings at start-up, and its actions read them (links in e-mails)
export { portalConfig } from './portal-config.ts';
