// The portal opened without a company's link (/externo): an installation with a single company opens that
// company's open vacancies; otherwise the page says how to reach them — the link the company publishes — and
// lets a candidate who already registered log in (the login finds the companies of the CPF). Companies are
// never listed: which companies use the installation is not the visitor's business.
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { navegar } from '../navegacao.ts';
import { href } from '../routes.ts';
import { Carregando, Link, Titulo } from '../ui.tsx';

type Portal = { empresaPadrao: { id: number; nome: string } | null };

export default function InicioPage() {
  const [portal, setPortal] = useState<Portal | null>(null);
  useEffect(() => {
    api<Portal>('/portal').then(
      (p) => {
        if (p.empresaPadrao) navegar(href('/externo/anuncios', p.empresaPadrao.id), { replace: true });
        else setPortal(p);
      },
      () => setPortal({ empresaPadrao: null }),
    );
  }, []);
  if (!portal) return <Carregando />;
  return (
    <section className="cartao cartao-estreito">
      <Titulo>Portal do Candidato</Titulo>
      <p>
        As vagas ficam no link que a empresa divulga (no site dela, em anúncios ou por mensagem). Abra esse
        link para ver as vagas abertas e se candidatar.
      </p>
      <p className="nota">O link termina com "?empresaId=" e o número da empresa.</p>
      <p>Já se cadastrou? Entre com o seu CPF e a sua senha.</p>
      <p className="links">
        <Link href="/externo/login" className="botao">
          Entrar
        </Link>
      </p>
    </section>
  );
}
