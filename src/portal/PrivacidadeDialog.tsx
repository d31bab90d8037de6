// The privacy dialog (spec §4; LGPD): the company's policy (HTML written by HR, sanitised here with DOMPurify
// before it is shown; the page's CSP forbids inline scripts anyway). When the company requires acceptance it
// blocks the portal: 'Continuar' does nothing until 'Li e aceito…' is ticked (the spec's message says why),
// and 'Sair' leaves. Otherwise it is a reading dialog that closes. Modal either way: drawn over the page (a
// portal into <body>), the page behind made inert while it is open (no focus, no screen reader, no axe
// finding of text under the shade), and the focus given back to where it was when it closes.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { api, messageOf } from './api.ts';
import { usePortal } from './contexto.ts';
import { ACEITE_LABEL, ACEITE_OBRIGATORIO } from './textos.ts';
import { Alerta, Carregando } from './ui.tsx';

export default function PrivacidadeDialog({
  obrigatorio,
  aoFechar,
}: {
  obrigatorio?: boolean;
  aoFechar?: () => void;
}) {
  const { empresa, sessao, atualizaSessao, sair } = usePortal();
  const [html, setHtml] = useState<string | null>(null);
  const [aceito, setAceito] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const titulo = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!empresa?.politicaSeguranca) return;
    let ativo = true;
    void import('dompurify').then(({ default: purify }) => {
      if (ativo) setHtml(purify.sanitize(empresa.politicaSeguranca!, { USE_PROFILES: { html: true } }));
    });
    return () => {
      ativo = false;
    };
  }, [empresa?.politicaSeguranca]);
  useEffect(() => {
    const antes = document.activeElement as HTMLElement | null;
    const pagina = document.querySelector<HTMLElement>('#root > .portal');
    const jaInerte = pagina?.inert ?? false;
    if (pagina) pagina.inert = true;
    titulo.current?.focus();
    return () => {
      if (pagina) pagina.inert = jaInerte;
      antes?.focus();
    };
  }, []);
  useEffect(() => {
    if (obrigatorio) return;
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && aoFechar?.();
    window.addEventListener('keydown', esc);
    return () => window.removeEventListener('keydown', esc);
  }, [obrigatorio, aoFechar]);

  const continuar = async () => {
    if (!aceito) return setErro(ACEITE_OBRIGATORIO);
    setEnviando(true);
    try {
      await api(`/candidatos/${sessao!.candidato.id}/aceita-termo`, {
        method: 'PATCH',
        json: { aceito: true, versao: empresa!.versaoPolitica },
      });
      await atualizaSessao();
    } catch (e) {
      setErro(messageOf(e));
      setEnviando(false);
    }
  };

  return createPortal(
    <div className="fundo-dialogo">
      <div className="dialogo" role="dialog" aria-modal="true" aria-labelledby="privacidade-titulo">
        <h2 id="privacidade-titulo" tabIndex={-1} ref={titulo}>
          Termo de Privacidade e Política de Segurança
        </h2>
        {html === null ? (
          <Carregando texto="Carregando a política…" />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the long text scrolls by keyboard
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML of the company's policy, sanitised by DOMPurify
          <div className="politica" tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
        )}
        {obrigatorio ? (
          <>
            <div className={erro ? 'campo-check campo-erro' : 'campo-check'}>
              <input
                id="aceite-politica"
                type="checkbox"
                checked={aceito}
                aria-describedby={erro ? 'aceite-politica-nota' : undefined}
                aria-invalid={!!erro}
                onChange={(e) => {
                  setAceito(e.target.checked);
                  setErro(null);
                }}
              />
              <label htmlFor="aceite-politica">{ACEITE_LABEL}</label>
            </div>
            {erro && (
              <p id="aceite-politica-nota" className="nota nota-erro" role="alert">
                {erro}
              </p>
            )}
            <div className="acoes">
              <button
                type="button"
                className="botao"
                aria-disabled={!aceito || enviando}
                onClick={() => void continuar()}
              >
                Continuar
              </button>
              <button type="button" className="botao-secundario" onClick={() => void sair()}>
                Sair
              </button>
            </div>
          </>
        ) : (
          <div className="acoes">
            <button type="button" className="botao" onClick={aoFechar}>
              Fechar
            </button>
          </div>
        )}
        {!empresa && <Alerta>Não foi possível carregar a política da empresa.</Alerta>}
      </div>
    </div>,
    document.body,
  );
}
