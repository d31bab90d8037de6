// The robot check of the portal: the ALTCHA widget (self-hosted proof of work; no third party, no cookie,
// LGPD-friendly), loaded only when a form needs it and its place comes near the screen (at the end of the
// registration form it would otherwise cost a phone 30 KB and their parsing before the first fields are
// usable). The external build, its CSS file and its worker are files of this site, so the strict CSP
// holds. `aoVerificar` gets the payload the server checks.
import { useEffect, useRef, useState } from 'react';

declare global {
  namespace React.JSX {
    interface IntrinsicElements {
      'altcha-widget': Record<string, unknown>;
    }
  }
}

let carregado: Promise<void> | undefined;
function carregaAltcha() {
  carregado ??= (async () => {
    await import('altcha/altcha.css');
    await import('altcha/external');
    await import('altcha/i18n/pt-br');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    (globalThis as any).$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  return carregado;
}

export function Verificacao(props: {
  aoVerificar: (payload: string | undefined) => void;
  erro?: string;
  id?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const lugar = useRef<HTMLDivElement>(null);
  const [pronto, setPronto] = useState(false);
  const aoVerificar = useRef(props.aoVerificar);
  aoVerificar.current = props.aoVerificar;
  useEffect(() => {
    const el = lugar.current;
    let vivo = true;
    const carrega = () => void carregaAltcha().then(() => vivo && setPronto(true));
    if (!el || typeof IntersectionObserver === 'undefined') {
      carrega();
      return () => {
        vivo = false;
      };
    }
    const observador = new IntersectionObserver(
      (entradas) => {
        if (!entradas.some((e) => e.isIntersecting)) return;
        observador.disconnect();
        carrega();
      },
      { rootMargin: '300px 0px' },
    );
    observador.observe(el);
    return () => {
      vivo = false;
      observador.disconnect();
    };
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!pronto || !el) return;
    const mudou = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      aoVerificar.current(state === 'verified' ? payload : undefined);
    };
    el.addEventListener('statechange', mudou);
    return () => el.removeEventListener('statechange', mudou);
  }, [pronto]);
  const id = props.id ?? 'verificacao';
  return (
    <div
      ref={lugar}
      className={props.erro ? 'campo campo-erro verificacao' : 'campo verificacao'}
      id={id}
      tabIndex={-1}
    >
      {pronto ? (
        <altcha-widget ref={ref} challenge="/api/externo/altcha" language="pt-br" />
      ) : (
        <p className="nota">Carregando a verificação…</p>
      )}
      {props.erro && (
        <p className="nota nota-erro" role="alert">
          {props.erro}
        </p>
      )}
    </div>
  );
}
