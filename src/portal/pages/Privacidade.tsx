// The privacy section of 'Editar Cadastro' (LGPD): the candidate downloads every datum kept about them
// (JSON) and asks for their deletion; the request reaches the recruiters' console, its answer shows here.
import { useEffect, useState } from 'react';
import { formatDate } from '../../shared/br/format.ts';
import { api, messageOf } from '../api.ts';
import { Alerta, Campo } from '../ui.tsx';

type Pedido = { id: number; dataSolicitacao: string; situacao: string; resposta: string | null };
const SITUACAO: Record<string, string> = {
  PENDENTE: 'Aguardando o RH',
  ATENDIDA: 'Atendida',
  RECUSADA: 'Recusada',
};

export function Privacidade({ candidatoId }: { candidatoId: number }) {
  const [pedidos, setPedidos] = useState<Pedido[]>([]);
  const [motivo, setMotivo] = useState('');
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  const url = `/candidatos/${candidatoId}/solicitacoes-exclusao`;
  useEffect(() => {
    api<Pedido[]>(url).then(setPedidos, () => setPedidos([]));
  }, [url]);
  const pendente = pedidos.some((p) => p.situacao === 'PENDENTE');

  const solicitar = async () => {
    if (
      !window.confirm(
        'Pedir a exclusão de todos os seus dados nesta empresa? Suas candidaturas serão encerradas.',
      )
    )
      return;
    try {
      const r = await api<{ message: string }>(url, { json: motivo.trim() ? { motivo: motivo.trim() } : {} });
      setAviso({ tipo: 'sucesso', texto: r.message });
      setPedidos(await api<Pedido[]>(url));
    } catch (e) {
      setAviso({ tipo: 'erro', texto: messageOf(e) });
    }
  };

  return (
    <section className="privacidade" aria-labelledby="privacidade-secao">
      <h2 id="privacidade-secao">Privacidade dos seus dados</h2>
      <p>
        Você pode baixar todos os dados que a empresa guarda sobre você ou pedir que sejam excluídos (Lei
        Geral de Proteção de Dados).
      </p>
      <p>
        <a
          className="botao-secundario"
          href={`/api/externo${`/candidatos/${candidatoId}/meus-dados`}`}
          download
        >
          Baixar meus dados
        </a>
      </p>
      {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
      {pedidos.length > 0 && (
        <ul className="lista-simples">
          {pedidos.map((p) => (
            <li key={p.id}>
              Pedido de exclusão de {formatDate(p.dataSolicitacao.slice(0, 10))}:{' '}
              {SITUACAO[p.situacao] ?? p.situacao}
              {p.resposta ? ` — ${p.resposta}` : ''}
            </li>
          ))}
        </ul>
      )}
      {!pendente && (
        <>
          <Campo id="exclusao-motivo" label="Motivo (opcional)">
            {(aria) => (
              <textarea
                {...aria}
                rows={2}
                maxLength={1000}
                value={motivo}
                onChange={(e) => setMotivo(e.target.value)}
              />
            )}
          </Campo>
          <button type="button" className="botao-perigo" onClick={() => void solicitar()}>
            Solicitar exclusão dos meus dados
          </button>
        </>
      )}
    </section>
  );
}
