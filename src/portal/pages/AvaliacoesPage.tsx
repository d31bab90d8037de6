// /externo/avaliacoes: the evaluations the recruiters ask me to answer in the portal, by application — each
// model with its state, the count answered and the deadline; a model to answer opens its form.
import { useEffect, useState } from 'react';
import { api, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { Alerta, Carregando, Link, Titulo } from '../ui.tsx';
import {
  type AvaliacoesDaCandidatura,
  formatPrazo,
  responderHref,
  SITUACAO_AVALIACAO,
} from './avaliacoes.ts';

export default function AvaliacoesPage() {
  const { empresaId } = usePortal();
  const [lista, setLista] = useState<AvaliacoesDaCandidatura[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    api<AvaliacoesDaCandidatura[]>('/avaliacoes').then(setLista, (e) => setErro(messageOf(e)));
  }, []);
  return (
    <section>
      <Titulo>Avaliações</Titulo>
      {erro && <Alerta>{erro}</Alerta>}
      {!lista && !erro && <Carregando />}
      {lista?.length === 0 && <p className="vazio">Nenhuma avaliação para responder no momento.</p>}
      <ul className="vagas">
        {lista?.map((c) => (
          <li key={c.candidatoSolicitacao.id} className="vaga">
            <h2>{c.vaga}</h2>
            <p className="nota">
              {c.qtdAvaliacoesRespondidas} de {c.qtdAvaliacoes}{' '}
              {c.qtdAvaliacoes === 1 ? 'avaliação respondida' : 'avaliações respondidas'}
              {c.dataHoraExpiracao &&
                (c.expirada
                  ? ` · prazo encerrado em ${formatPrazo(c.dataHoraExpiracao)}`
                  : ` · responda até ${formatPrazo(c.dataHoraExpiracao)}`)}
            </p>
            <ul className="lista-simples">
              {c.avaliacoes.map((a) => (
                <li key={a.id}>
                  {a.situacao === 'RESPONDIDA' || c.expirada ? (
                    <span>{a.titulo}</span>
                  ) : (
                    <Link href={responderHref(c.candidatoSolicitacao.id, a.id, empresaId)}>{a.titulo}</Link>
                  )}{' '}
                  <span className="selo">{SITUACAO_AVALIACAO[a.situacao]}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
