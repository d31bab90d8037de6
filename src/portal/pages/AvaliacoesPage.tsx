// /externo/avaliacoes and /externo/solicitacao-avaliacao: the evaluations of the selection stages the
// candidate answers in the portal. None until the questionnaire engine exists (the list is empty).
import { useEffect, useState } from 'react';
import { api, messageOf } from '../api.ts';
import { Alerta, Carregando, Titulo } from '../ui.tsx';

export default function AvaliacoesPage() {
  const [lista, setLista] = useState<unknown[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    api<unknown[]>('/avaliacoes').then(setLista, (e) => setErro(messageOf(e)));
  }, []);
  return (
    <section className="cartao">
      <Titulo>Avaliações</Titulo>
      {erro && <Alerta>{erro}</Alerta>}
      {!lista && !erro && <Carregando />}
      {lista?.length === 0 && <p className="vazio">Nenhuma avaliação para responder no momento.</p>}
    </section>
  );
}
