import { usePortal } from '../contexto.ts';
import { href } from '../routes.ts';
import { Link, Titulo } from '../ui.tsx';

export default function NaoEncontradaPage() {
  const { empresaId, sessao } = usePortal();
  return (
    <section className="cartao cartao-estreito">
      <Titulo>Página não encontrada</Titulo>
      <p>O endereço aberto não existe no Portal do Candidato.</p>
      <p>
        <Link href={href(sessao || empresaId ? '/externo/anuncios' : '/externo', empresaId)}>
          Ir para o início
        </Link>
      </p>
    </section>
  );
}
