// 'Minhas Candidaturas' (/externo/candidato-solicitacoes): each selection process I am in, its current stage
// and the moves the recruiter made (date, stage, result).
import { useEffect, useState } from 'react';
import { formatDate } from '../../shared/br/format.ts';
import { api, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { href } from '../routes.ts';
import { Alerta, Carregando, Link, Titulo } from '../ui.tsx';
import type { AvaliacoesDaCandidatura } from './avaliacoes.ts';
import { RESULTADO, SITUACAO } from './rotulos.ts';

type Candidatura = {
  id: number;
  vaga: string;
  anuncio: { id: number } | null;
  situacao: string;
  dataInclusao: string | null;
  etapaSeletiva: string | null;
  historico: { id: number; data: string; etapa: string | null; resultado: string }[];
};

export default function CandidaturasPage() {
  const { empresaId } = usePortal();
  const [lista, setLista] = useState<Candidatura[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [avaliacoes, setAvaliacoes] = useState<Map<number, AvaliacoesDaCandidatura>>(new Map());
  useEffect(() => {
    api<Candidatura[]>('/candidato-solicitacoes').then(setLista, (e) => setErro(messageOf(e)));
    // which applications wait for my answers (a failure here only hides the hint)
    api<AvaliacoesDaCandidatura[]>('/avaliacoes').then(
      (l) => setAvaliacoes(new Map(l.map((a) => [a.candidatoSolicitacao.id, a]))),
      () => undefined,
    );
  }, []);
  return (
    <section>
      <Titulo>Minhas Candidaturas</Titulo>
      <p>
        <Link href={href('/externo/historico-candidatos', empresaId)}>Ver todo o histórico</Link> ·{' '}
        <Link href={href('/externo/avaliacoes', empresaId)}>Avaliações</Link>
      </p>
      {erro && <Alerta>{erro}</Alerta>}
      {!lista && !erro && <Carregando />}
      {lista?.length === 0 && (
        <p className="vazio">
          Você ainda não se candidatou.{' '}
          <Link href={href('/externo/anuncios', empresaId)}>Ver vagas abertas</Link>
        </p>
      )}
      <ul className="vagas">
        {lista?.map((c) => (
          <li key={c.id} className="vaga">
            <h2>
              {c.anuncio ? (
                <Link href={href(`/externo/anuncios/${c.anuncio.id}`, empresaId)}>{c.vaga}</Link>
              ) : (
                c.vaga
              )}
            </h2>
            <dl className="ficha">
              <dt>Situação</dt>
              <dd>{SITUACAO[c.situacao] ?? c.situacao}</dd>
              <dt>Etapa atual</dt>
              <dd>{c.etapaSeletiva ?? 'Triagem'}</dd>
              {c.dataInclusao && (
                <>
                  <dt>Candidatura em</dt>
                  <dd>{formatDate(c.dataInclusao)}</dd>
                </>
              )}
            </dl>
            <AvisoAvaliacoes avaliacoes={avaliacoes.get(c.id)} empresaId={empresaId} />
            {c.historico.length > 0 && (
              <ol className="linha-tempo" aria-label={`Etapas de ${c.vaga}`}>
                {c.historico.map((h) => (
                  <li key={h.id}>
                    {formatDate(h.data)} · {h.etapa ?? 'Etapa'} · {RESULTADO[h.resultado] ?? h.resultado}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The hint that an application waits for my answers to its evaluations (none when all sent or closed). */
function AvisoAvaliacoes({
  avaliacoes: a,
  empresaId,
}: {
  avaliacoes?: AvaliacoesDaCandidatura;
  empresaId?: string;
}) {
  if (!a || a.expirada || a.qtdAvaliacoesRespondidas >= a.qtdAvaliacoes) return null;
  const faltam = a.qtdAvaliacoes - a.qtdAvaliacoesRespondidas;
  return (
    <p className="alerta alerta-info">
      {faltam === 1 ? 'Há 1 avaliação' : `Há ${faltam} avaliações`} desta vaga para você responder.{' '}
      <Link href={href('/externo/avaliacoes', empresaId)}>Responder</Link>
    </p>
  );
}
