// Small building blocks of the portal's pages: a labelled field whose message (error, else help) is its
// accessible description, alerts, the page heading that also names the browser tab.
import { type ReactNode, useEffect } from 'react';
import { aoClicarLink } from './navegacao.ts';

export type Aria = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

export function Campo(props: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  required?: boolean;
  children: (aria: Aria) => ReactNode;
}) {
  const { id, label, error, help, required, children } = props;
  const note = error ?? help;
  return (
    <div className={error ? 'campo campo-erro' : 'campo'}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': note ? `${id}-nota` : undefined,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {note && (
        <p id={`${id}-nota`} className={error ? 'nota nota-erro' : 'nota'}>
          {note}
        </p>
      )}
    </div>
  );
}

export function Alerta({
  children,
  tipo = 'erro',
}: {
  children: ReactNode;
  tipo?: 'erro' | 'sucesso' | 'info';
}) {
  return (
    <p className={`alerta alerta-${tipo}`} role={tipo === 'erro' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** The page's heading, also the browser tab's title ('… - Portal do Candidato'). */
export function Titulo({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} - Portal do Candidato`;
  }, [children]);
  return <h1>{children}</h1>;
}

export function Link(props: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
}) {
  return (
    <a
      href={props.href}
      className={props.className}
      aria-current={props['aria-current']}
      onClick={aoClicarLink}
    >
      {props.children}
    </a>
  );
}

export const Carregando = ({ texto = 'Carregando…' }: { texto?: string }) => (
  <p className="carregando" role="status">
    {texto}
  </p>
);
