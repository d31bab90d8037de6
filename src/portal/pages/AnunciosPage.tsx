// 'Vagas Abertas' (/externo/anuncios): the company's open ads, each with the candidate's application; for a
// visitor (no session) the careers page: the same ads, their public fields, and how applying works.
import { useEffect, useState } from 'react';
import { formatDate } from '../../shared/br/format.ts';
import { api, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { href } from '../routes.ts';
import { Alerta, Carregando, Link, Titulo } from '../ui.tsx';
import { type Anuncio, deVagaPublica, SITUACAO, type VagaPublica, VINCULO } from './rotulos.ts';

export default function AnunciosPage() {
  const { empresaId, empresa, sessao } = usePortal();
  const [anuncios, setAnuncios] = useState<Anuncio[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const visitante = !sessao;
  useEffect(() => {
    const lida = visitante
      ? api<VagaPublica[]>(`/empresas/${empresaId}/anuncios`).then((l) => l.map(deVagaPublica))
      : api<Anuncio[]>('/anuncios');
    lida.then(setAnuncios, (e) => setErro(messageOf(e)));
  }, [visitante, empresaId]);
  return (
    <section>
      <Titulo>Vagas Abertas</Titulo>
      {visitante && (
        <p className="subtitulo">
          {empresa ? `${empresa.nome}: ` : ''}escolha uma vaga e clique em "Candidatar-se". Você entra com o
          seu CPF ou se cadastra nessa hora.
        </p>
      )}
      {erro && <Alerta>{erro}</Alerta>}
      {!anuncios && !erro && <Carregando />}
      {anuncios?.length === 0 && <p className="vazio">Nenhuma vaga aberta no momento. Volte em breve.</p>}
      <ul className="vagas">
        {anuncios?.map((a) => (
          <li key={a.id} className="vaga">
            <h2>
              <Link href={href(`/externo/anuncios/${a.id}`, empresaId)}>{a.titulo}</Link>
            </h2>
            <p className="detalhes">
              {[a.cargo, a.local, a.vinculo ? VINCULO[a.vinculo] : null].filter(Boolean).join(' · ')}
            </p>
            {a.previsaoEncerramento && (
              <p className="nota">Inscrições até {formatDate(a.previsaoEncerramento)}</p>
            )}
            {a.candidatoSolicitacao && (
              <p className="selo">
                Sua candidatura: {SITUACAO[a.candidatoSolicitacao.situacao ?? ''] ?? 'Em andamento'}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
