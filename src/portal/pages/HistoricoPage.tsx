// /externo/historico-candidatos: every move of mine in the selection processes, newest first.
import { useEffect, useState } from 'react';
import { formatDate } from '../../shared/br/format.ts';
import { api, messageOf } from '../api.ts';
import { Alerta, Carregando, Titulo } from '../ui.tsx';
import { RESULTADO } from './rotulos.ts';

type Movimento = { id: number; data: string; etapa: string | null; resultado: string; vaga: string };

export default function HistoricoPage() {
  const [lista, setLista] = useState<Movimento[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    api<Movimento[]>('/historico-candidatos').then(setLista, (e) => setErro(messageOf(e)));
  }, []);
  return (
    <section className="cartao">
      <Titulo>Histórico nos processos seletivos</Titulo>
      {erro && <Alerta>{erro}</Alerta>}
      {!lista && !erro && <Carregando />}
      {lista?.length === 0 && <p className="vazio">Nenhuma movimentação ainda.</p>}
      {lista && lista.length > 0 && (
        <table className="tabela">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Vaga</th>
              <th scope="col">Etapa</th>
              <th scope="col">Resultado</th>
            </tr>
          </thead>
          <tbody>
            {lista.map((m) => (
              <tr key={m.id}>
                <td>{formatDate(m.data)}</td>
                <td>{m.vaga}</td>
                <td>{m.etapa}</td>
                <td>{RESULTADO[m.resultado] ?? m.resultado}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
