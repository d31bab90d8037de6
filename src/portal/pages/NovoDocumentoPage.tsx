// A new document (/externo/candidatos/{id}/documentos-anexos/new; spec §5: descricao max 100, date required,
// attachment required on creation), sent with its file in one request.
import { type FormEvent, useState } from 'react';
import { FILE_MSG, KINDS } from '../../shared/files/files.ts';
import { MSG } from '../../shared/messages.ts';
import { api, fieldErrorsOf, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { EntradaData } from '../form/entradas.tsx';
import { navegar } from '../navegacao.ts';
import { href } from '../routes.ts';
import { Alerta, Campo, Link, Titulo } from '../ui.tsx';

const hoje = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const MAX = KINDS.document.maxBytes;

export default function NovoDocumentoPage({ id }: { id?: number }) {
  const { empresaId } = usePortal();
  const [form, setForm] = useState({ descricao: '', data: hoje(), tipoDocumento: '', observacao: '' });
  const [arquivo, setArquivo] = useState<File>();
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const lista = href(`/externo/candidatos/${id}/documentos-anexos`, empresaId);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!form.descricao.trim()) found.descricao = 'Descrição é obrigatória';
    if (!form.data) found.data = 'Data é obrigatória';
    if (!arquivo) found.anexo = FILE_MSG.required;
    else if (arquivo.size > MAX) found.anexo = FILE_MSG.tooLarge(MAX);
    setErros(found);
    const primeiro = Object.keys(found)[0];
    if (primeiro) {
      setAviso(MSG.validation);
      return document.getElementById(`doc-${primeiro}`)?.focus();
    }
    setEnviando(true);
    const dados = Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== ''));
    const body = new FormData();
    body.append('dados', JSON.stringify(dados));
    body.append('anexo', arquivo!);
    try {
      await api(`/candidatos/${id}/documentos-anexos`, { multipart: body });
      navegar(lista);
    } catch (err) {
      setErros(fieldErrorsOf(err));
      setAviso(messageOf(err));
      setEnviando(false);
    }
  };
  const texto = (k: 'descricao' | 'tipoDocumento', label: string, max: number, required = false) => (
    <Campo id={`doc-${k}`} label={label} error={erros[k]} required={required}>
      {(aria) => (
        <input
          {...aria}
          maxLength={max}
          value={form[k]}
          onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
        />
      )}
    </Campo>
  );
  return (
    <section className="cartao cartao-estreito">
      <Titulo>Anexar documento</Titulo>
      <form onSubmit={enviar} noValidate aria-label="Anexar documento">
        {aviso && <Alerta>{aviso}</Alerta>}
        {texto('descricao', 'Descrição', 100, true)}
        <Campo id="doc-data" label="Data" error={erros.data} required>
          {(aria) => (
            <EntradaData
              aria={aria}
              value={form.data}
              onChange={(data) => setForm((f) => ({ ...f, data }))}
            />
          )}
        </Campo>
        {texto('tipoDocumento', 'Tipo de Documento', 60)}
        <Campo id="doc-observacao" label="Observação" error={erros.observacao}>
          {(aria) => (
            <textarea
              {...aria}
              rows={3}
              maxLength={1000}
              value={form.observacao}
              onChange={(e) => setForm((f) => ({ ...f, observacao: e.target.value }))}
            />
          )}
        </Campo>
        <Campo
          id="doc-anexo"
          label="Arquivo"
          error={erros.anexo}
          help="PDF, DOC, DOCX, ODT, TXT, JPEG ou PNG, até 10 MB."
          required
        >
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept=".pdf,.doc,.docx,.odt,.txt,.jpg,.jpeg,.png"
              onChange={(e) => setArquivo(e.target.files?.[0])}
            />
          )}
        </Campo>
        <button type="submit" className="botao botao-largo" disabled={enviando}>
          {enviando ? 'Enviando…' : 'Anexar'}
        </button>
      </form>
      <p className="links">
        <Link href={lista}>Voltar aos documentos</Link>
      </p>
    </section>
  );
}
