// An ad's page: the vacancy, 'Candidatar-se', and the form to send it to a friend (spec §3 share form, §5:
// all fields required, e-mails valid, the robot check; §8 messages). A visitor (no session) reads the ad's
// public fields; 'Candidatar-se' then asks them to log in or register, and brings them back here after.
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { formatDate } from '../../shared/br/format.ts';
import { MSG } from '../../shared/messages.ts';
import { api, fieldErrorsOf, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { navegar } from '../navegacao.ts';
import { lembrarProxima } from '../proxima.ts';
import { href } from '../routes.ts';
import { Alerta, Campo, Carregando, Link, Titulo } from '../ui.tsx';
import { type Anuncio, deVagaPublica, SITUACAO, type VagaPublica, VINCULO } from './rotulos.ts';

const Verificacao = lazy(() => import('../Verificacao.tsx').then((m) => ({ default: m.Verificacao })));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export default function AnuncioPage({ id }: { id?: number }) {
  const { empresaId, sessao } = usePortal();
  const visitante = !sessao;
  const [anuncio, setAnuncio] = useState<Anuncio | null>(null);
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [pedirEntrada, setPedirEntrada] = useState(false);
  const carrega = () =>
    (visitante
      ? api<VagaPublica>(`/empresas/${empresaId}/anuncios/${id}`).then(deVagaPublica)
      : api<Anuncio>(`/anuncios/${id}`)
    ).then(setAnuncio, (e) => setAviso({ tipo: 'erro', texto: messageOf(e) }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the ad or the session changes
  useEffect(() => {
    void carrega();
  }, [id, visitante]);
  if (!anuncio) return aviso ? <Alerta>{aviso.texto}</Alerta> : <Carregando />;

  const aqui = href(`/externo/anuncios/${anuncio.id}`, empresaId);
  const candidatar = async () => {
    if (visitante) {
      // back here after the login or the registration
      lembrarProxima(aqui);
      setPedirEntrada(true);
      setTimeout(() => document.getElementById('entrar-para-candidatar')?.focus());
      return;
    }
    setEnviando(true);
    try {
      const r = await api<{ message: string }>(
        `/candidato-solicitacoes?solicitacaoId=${anuncio.solicitacao.id}`,
        {
          method: 'POST',
        },
      );
      setAviso({ tipo: 'sucesso', texto: r.message });
      await carrega();
    } catch (e) {
      setAviso({ tipo: 'erro', texto: messageOf(e) });
    } finally {
      setEnviando(false);
    }
  };
  const situacao = anuncio.candidatoSolicitacao?.situacao;
  return (
    <article className="cartao">
      <p>
        <Link href={href('/externo/anuncios', empresaId)}>← Vagas Abertas</Link>
      </p>
      <Titulo>{anuncio.titulo}</Titulo>
      <dl className="ficha">
        {anuncio.cargo && (
          <>
            <dt>Cargo</dt>
            <dd>{anuncio.cargo}</dd>
          </>
        )}
        {anuncio.local && (
          <>
            <dt>Local</dt>
            <dd>{anuncio.local}</dd>
          </>
        )}
        {anuncio.vinculo && (
          <>
            <dt>Vínculo</dt>
            <dd>{VINCULO[anuncio.vinculo]}</dd>
          </>
        )}
        {anuncio.solicitacao.quantidade && (
          <>
            <dt>Vagas</dt>
            <dd>{anuncio.solicitacao.quantidade}</dd>
          </>
        )}
        {anuncio.previsaoEncerramento && (
          <>
            <dt>Inscrições até</dt>
            <dd>{formatDate(anuncio.previsaoEncerramento)}</dd>
          </>
        )}
      </dl>
      <div className="descricao">{anuncio.descricao}</div>
      {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
      {situacao && <p className="selo">Sua candidatura: {SITUACAO[situacao] ?? situacao}</p>}
      {situacao === 'EM_PROCESSO' && anuncio.utilizarAvaliacoesEtapaSeletiva && (
        <p>
          <Link href={href('/externo/avaliacoes', empresaId)}>Responder as avaliações desta vaga</Link>
        </p>
      )}
      {pedirEntrada ? (
        <section className="entrar-para-candidatar" aria-labelledby="entrar-para-candidatar">
          <h2 id="entrar-para-candidatar" tabIndex={-1}>
            Para se candidatar, entre ou cadastre-se
          </h2>
          <p>
            Já tem cadastro nesta empresa? Entre com o seu CPF e a sua senha. Se não, o cadastro leva poucos
            minutos.
          </p>
          <p className="links">
            <button
              type="button"
              className="botao"
              onClick={() => navegar(href('/externo/login', empresaId))}
            >
              Entrar
            </button>
            <button
              type="button"
              className="botao-secundario"
              onClick={() => navegar(href('/externo/candidatos/new', empresaId))}
            >
              Quero me cadastrar
            </button>
          </p>
        </section>
      ) : anuncio.podeCandidatar ? (
        <button
          type="button"
          className="botao botao-largo"
          disabled={enviando}
          onClick={() => void candidatar()}
        >
          Candidatar-se
        </button>
      ) : (
        anuncio.dataEsperaNovaAplicacao &&
        !['EM_PROCESSO', 'APROVADO', 'CONTRATADO'].includes(situacao ?? '') && (
          <p className="nota">
            Você poderá se candidatar novamente a esta vaga a partir de{' '}
            {formatDate(anuncio.dataEsperaNovaAplicacao)}.
          </p>
        )
      )}
      {!visitante && <EnviarAmigo anuncioId={anuncio.id} />}
    </article>
  );
}

const CAMPOS = [
  ['nome', 'Seu nome', 100, 'name'],
  ['email', 'Seu e-mail', 50, 'email'],
  ['nomeAmigo', 'Nome do amigo', 100, 'off'],
  ['emailAmigo', 'E-mail do amigo', 50, 'off'],
] as const;

function EnviarAmigo({ anuncioId }: { anuncioId: number }) {
  const { sessao } = usePortal();
  const [aberto, setAberto] = useState(false);
  const [form, setForm] = useState({
    nome: sessao?.candidato.nome ?? '',
    email: '',
    nomeAmigo: '',
    emailAmigo: '',
  });
  const [altcha, setAltcha] = useState<string>();
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  const [chave, setChave] = useState(0);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const [k, label, max] of CAMPOS) {
      const v = form[k].trim();
      if (!v) found[k] = `${label} é obrigatório`;
      else if (v.length > max) found[k] = `${label} deve ter no máximo ${max} caracteres.`;
      else if (k.startsWith('email') && !EMAIL.test(v)) found[k] = 'E-mail inválido.';
    }
    if (!altcha) found.altcha = 'Confirme que você não é um robô.';
    setErros(found);
    const primeiro = Object.keys(found)[0];
    if (primeiro) {
      setAviso({ tipo: 'erro', texto: MSG.validation });
      return document.getElementById(`amigo-${primeiro}`)?.focus();
    }
    try {
      const r = await api<{ message: string }>(`/anuncios/${anuncioId}/enviar-amigo`, {
        json: { ...form, altcha },
      });
      setAviso({ tipo: 'sucesso', texto: r.message });
      setForm((f) => ({ ...f, nomeAmigo: '', emailAmigo: '' }));
    } catch (err) {
      setErros(fieldErrorsOf(err));
      setAviso({ tipo: 'erro', texto: messageOf(err) });
    }
    // a payload is good once: a new check for the next send
    setAltcha(undefined);
    setChave((k) => k + 1);
  };
  return (
    <section className="amigo" aria-labelledby="amigo-titulo">
      <h2 id="amigo-titulo">
        <button type="button" className="link" aria-expanded={aberto} onClick={() => setAberto((v) => !v)}>
          Indicar esta vaga a um amigo
        </button>
      </h2>
      {aberto && (
        <form onSubmit={enviar} noValidate aria-label="Indicar a vaga a um amigo">
          {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
          {CAMPOS.map(([k, label, max, auto]) => (
            <Campo key={k} id={`amigo-${k}`} label={label} error={erros[k]} required>
              {(aria) => (
                <input
                  {...aria}
                  type={k.startsWith('email') ? 'email' : 'text'}
                  inputMode={k.startsWith('email') ? 'email' : undefined}
                  autoComplete={auto}
                  maxLength={max}
                  value={form[k]}
                  onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
                />
              )}
            </Campo>
          ))}
          <Suspense fallback={null}>
            <Verificacao key={chave} id="amigo-altcha" erro={erros.altcha} aoVerificar={setAltcha} />
          </Suspense>
          <button type="submit" className="botao">
            Enviar
          </button>
        </form>
      )}
    </section>
  );
}
