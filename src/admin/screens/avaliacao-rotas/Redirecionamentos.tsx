// Spec routes answered by screens of other paths (destinos.ts): a redirect that keeps the query's meaning.
import { Navigate, useLocation } from 'react-router-dom';
import { DESTINO_RELATORIO_NINEBOX, destinoNinebox, destinoParticipantes } from './destinos.ts';

export function ParticipantesRedirect() {
  return <Navigate to={destinoParticipantes(useLocation().search)} replace />;
}

export function NineboxChartRedirect() {
  return <Navigate to={destinoNinebox(useLocation().search)} replace />;
}

export function NineboxRelatorioRedirect() {
  return <Navigate to={DESTINO_RELATORIO_NINEBOX} replace />;
}
