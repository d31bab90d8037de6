// The portal's login (spec §2 /externo/login, §7 POST /externo/login form-encoded): CPF and password in the
// company of the link; without a company, the server finds it, or offers the companies where that password
// opened a registration. After 3 wrong passwords the robot check appears (from the start when the company asks it
// always). Links to recover the password and to register ('Quero me cadastrar'), keeping empresaId. A visitor who
// asked to apply to an ad is told why the login is asked, and goes back to the ad afterwards.
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MSG } from '../../shared/messages.ts';
import { ApiFailure, api, fieldErrorsOf } from '../api.ts';
import { type Sessao, usePortal } from '../contexto.ts';
import { mascaraCpf } from '../mascaras.ts';
import { anuncioPendente } from '../proxima.ts';
import { href } from '../routes.ts';
import { Alerta, Campo, Link, Titulo } from '../ui.tsx';

const Verificacao = lazy(() => import('../Verificacao.tsx').then((m) => ({ default: m.Verificacao })));

type Erros = Partial<Record<'cpf' | 'senha' | 'empresaId' | 'altcha', string>>;

export function LoginPage() {
  const { empresaId, empresa, entrou } = usePortal();
  const [cpf, setCpf] = useState('');
  const [senha, setSenha] = useState('');
  const [empresas, setEmpresas] = useState<{ id: number; nome: string }[]>([]);
  const [escolhida, setEscolhida] = useState('');
  const [altcha, setAltcha] = useState<string | undefined>();
  const [pedirRobo, setPedirRobo] = useState(false);
  const [falhas, setFalhas] = useState(0);
  const [erros, setErros] = useState<Erros>({});
  const [falha, setFalha] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const campos = useRef<Record<string, HTMLElement | null>>({});
  // without a company's link, whether some company asks the robot check at every login
  const [semprePortal, setSemprePortal] = useState(false);
  useEffect(() => {
    if (empresaId) return;
    api<{ exigirVerificacaoLogin: boolean }>('/portal').then(
      (p) => setSemprePortal(p.exigirVerificacaoLogin),
      () => undefined,
    );
  }, [empresaId]);
  const verificacaoSempre = empresaId ? empresa?.exigirVerificacaoLogin === true : semprePortal;
  const [candidatura] = useState(anuncioPendente);

  const valida = (): Erros => {
    const e: Erros = {};
    const digitos = cpf.replace(/\D/g, '');
    if (!digitos) e.cpf = MSG.cpfRequired;
    else if (digitos.length !== 11) e.cpf = MSG.cpfInvalid;
    if (!senha) e.senha = MSG.passwordRequired;
    if (empresas.length > 1 && !escolhida) e.empresaId = MSG.companySelect;
    return e;
  };

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    setFalha(null);
    const found = valida();
    setErros(found);
    const primeiro = (['cpf', 'senha', 'empresaId'] as const).find((k) => found[k]);
    if (primeiro) return campos.current[primeiro]?.focus();
    setEnviando(true);
    try {
      const info = await api<Sessao>('/login', {
        form: {
          cpf: cpf.replace(/\D/g, ''),
          senha,
          empresaId: escolhida || empresaId,
          altcha,
        },
      });
      entrou(info);
    } catch (error) {
      const status = error instanceof ApiFailure ? error.status : 0;
      if (status === 409 && error instanceof ApiFailure && Array.isArray(error.data?.empresas)) {
        setEmpresas(error.data.empresas);
        setFalha(error.message);
      } else {
        const porCampo = fieldErrorsOf(error) as Erros;
        setErros(porCampo);
        setFalha(porCampo.altcha ? null : error instanceof ApiFailure ? error.message : MSG.apiUnreachable);
        if (status === 401) setFalhas((n) => n + 1);
        // the server asks for the check from the 4th wrong password; a used payload is spent
        if (porCampo.altcha || status === 401) setAltcha(undefined);
        if (porCampo.altcha || falhas + 1 >= 3) setPedirRobo(true);
        if (porCampo.altcha) setTimeout(() => document.getElementById('login-altcha')?.focus());
      }
      setEnviando(false);
    }
  };

  return (
    <section className="cartao cartao-estreito">
      <Titulo>Entrar</Titulo>
      {/* the company's name takes its line before it arrives, so the form does not move down */}
      {(empresa || empresaId) && <p className="subtitulo">{empresa?.nome ?? '\u00a0'}</p>}
      {candidatura && (
        <Alerta tipo="info">
          Para se candidatar, entre com o seu CPF e a sua senha. Ainda não tem cadastro? Use "Quero me
          cadastrar": ao final, você volta à vaga para confirmar a candidatura.
        </Alerta>
      )}
      {!empresaId && !candidatura && (
        <p className="nota">
          Entre com o CPF e a senha do seu cadastro. Para ver as vagas, abra o link divulgado pela empresa.
        </p>
      )}
      <form onSubmit={enviar} noValidate aria-label="Entrar no Portal do Candidato">
        {falha && <Alerta>{falha}</Alerta>}
        <Campo id="login-cpf" label="CPF" error={erros.cpf} required>
          {(aria) => (
            <input
              {...aria}
              name="cpf"
              value={cpf}
              onChange={(e) => setCpf(mascaraCpf(e.target.value))}
              placeholder="000.000.000-00"
              autoComplete="username"
              inputMode="numeric"
              maxLength={14}
              ref={(el) => {
                campos.current.cpf = el;
              }}
            />
          )}
        </Campo>
        <Campo id="login-senha" label="Senha" error={erros.senha} required>
          {(aria) => (
            <input
              {...aria}
              name="senha"
              type="password"
              value={senha}
              onChange={(e) => setSenha(e.target.value)}
              autoComplete="current-password"
              ref={(el) => {
                campos.current.senha = el;
              }}
            />
          )}
        </Campo>
        {empresas.length > 1 && (
          <Campo id="login-empresa" label="Empresa" error={erros.empresaId} required>
            {(aria) => (
              <select
                {...aria}
                value={escolhida}
                onChange={(e) => setEscolhida(e.target.value)}
                ref={(el) => {
                  campos.current.empresaId = el;
                }}
              >
                <option value="">Selecione</option>
                {empresas.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.nome}
                  </option>
                ))}
              </select>
            )}
          </Campo>
        )}
        {(pedirRobo || verificacaoSempre) && (
          <Suspense fallback={null}>
            <Verificacao aoVerificar={setAltcha} erro={erros.altcha} id="login-altcha" />
          </Suspense>
        )}
        <button type="submit" className="botao botao-largo" disabled={enviando}>
          {enviando ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
      <p className="links">
        <Link href={href('/externo/recuperar-senha', empresaId)}>Esqueci minha senha</Link>
        <Link href={href('/externo/candidatos/new', empresaId)} className="botao-secundario">
          Quero me cadastrar
        </Link>
      </p>
    </section>
  );
}
