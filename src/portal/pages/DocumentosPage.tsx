// 'Anexar Documentos' (/externo/candidatos/{id}/documentos-anexos): my documents, each downloadable; the ones
// I attached can be renamed or removed (HR's are read only).
import { useEffect, useState } from 'react';
import { formatDate } from '../../shared/br/format.ts';
import { api, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { href } from '../routes.ts';
import { Alerta, Carregando, Link, Titulo } from '../ui.tsx';

export type Documento = {
  id: number;
  descricao: string;
  data: string;
  tipoDocumento: string | null;
  observacao: string | null;
  anexo: { nome: string; url: string; tamanho: number } | null;
  proprio: boolean;
};

export default function DocumentosPage({ id }: { id?: number }) {
  const { empresaId } = usePortal();
  const [docs, setDocs] = useState<Documento[] | null>(null);
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  const base = `/candidatos/${id}/documentos-anexos`;
  useEffect(() => {
    api<Documento[]>(base).then(setDocs, (e) => setAviso({ tipo: 'erro', texto: messageOf(e) }));
  }, [base]);
  const remover = async (d: Documento) => {
    if (!window.confirm(`Remover o documento "${d.descricao}"?`)) return;
    try {
      await api(`${base}/${d.id}`, { method: 'DELETE' });
      setDocs((l) => l?.filter((x) => x.id !== d.id) ?? null);
      setAviso({ tipo: 'sucesso', texto: 'Documento removido.' });
    } catch (e) {
      setAviso({ tipo: 'erro', texto: messageOf(e) });
    }
  };
  return (
    <section className="cartao">
      <Titulo>Documentos</Titulo>
      <p>
        <Link className="botao" href={href(`/externo/candidatos/${id}/documentos-anexos/new`, empresaId)}>
          Anexar documento
        </Link>
      </p>
      {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
      {!docs && !aviso && <Carregando />}
      {docs?.length === 0 && <p className="vazio">Nenhum documento anexado.</p>}
      <ul className="documentos">
        {docs?.map((d) => (
          <li key={d.id}>
            <strong>{d.descricao}</strong> · {formatDate(d.data)}
            {d.tipoDocumento ? ` · ${d.tipoDocumento}` : ''}
            {!d.proprio && <span className="selo"> anexado pelo RH</span>}
            <div className="acoes">
              {d.anexo && (
                <a
                  className="botao-secundario"
                  href={`/api/externo${d.anexo.url.replace(/^\/api\/externo/, '')}`}
                  download
                >
                  Baixar {d.anexo.nome}
                </a>
              )}
              {d.proprio && (
                <button type="button" className="botao-secundario" onClick={() => void remover(d)}>
                  Remover {d.descricao}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
