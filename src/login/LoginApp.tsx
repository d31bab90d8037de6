// The staff login page and password recovery (spec §2, §5 "Login", §6), outside the console: /login,
// /recuperar-senha (asks for the e-mail link) and /redefinir-senha?token= (the link of that e-mail); the
// paths are read by routes.ts.
// CPF mask; CPF and password first: a user of one company is in, a user of several gets the list of its
// companies (only after the right password: the list tells whom a CPF belongs to) and chooses one, the one
// used last on this browser preselected; the spec's messages under the fields (as their accessible
// description), focus on the first invalid field, the server's message on a refusal, what was typed kept;
// an authenticated visit goes to the console.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { onlyDigits } from '../shared/br/documents.ts';
import { MSG } from '../shared/messages.ts';
import { COMPANY_STORAGE_KEY, NEXT_PAGE_KEY, SESSION_HINT_KEY } from '../shared/session-keys.ts';
import { ApiFailure, api, fieldErrorsOf } from './api.ts';
import { prefetchConsole } from './consolePrefetch.ts';
import {
  type Empresa,
  type LoginErrors,
  type LoginForm,
  loginBody,
  maskCpf,
  preselectedCompany,
  validateLogin,
} from './loginForm.ts';
import { ResponderPesquisa } from './ResponderPesquisa.tsx';
import {
  LINK_INVALID,
  type NewPasswordErrors,
  type NewPasswordForm,
  validateNewPassword,
  validateRecoveryCpf,
} from './recoveryForm.ts';
import { nextPageAfterLogin, pageOf } from './routes.ts';

const storage = (kind: 'local' | 'session'): Storage | undefined => {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
};

/** The console page to open after the login: the one the visitor was sent here from, else home. */
function nextPage(): string {
  const next = storage('session')?.getItem(NEXT_PAGE_KEY);
  storage('session')?.removeItem(NEXT_PAGE_KEY);
  return nextPageAfterLogin(next);
}

export function LoginApp() {
  const page = pageOf(window.location.pathname);
  if (page === 'recuperar-senha') return <RecoveryRequest />;
  if (page === 'redefinir-senha') return <PasswordReset />;
  if (page === 'pesquisa-responder') return <ResponderPesquisa />;
  return <Login />;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} - Gente`;
  }, [title]);
  return (
    <main className="login">
      <section className="login-card">
        <img className="login-logo" src="/logo-escuro.svg" alt="Gente" width={140} height={40} />
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  help?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

/** A labelled control whose message (the error, else the help) is its accessible description. */
function Field({ id, label, error, help, children }: FieldProps) {
  const note = error ?? help;
  return (
    <div className={error ? 'field field-error' : 'field'}>
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': note ? `${id}-nota` : undefined })}
      <p id={`${id}-nota`} className="field-note">
        {note ?? ''}
      </p>
    </div>
  );
}

const FIELD_ORDER: (keyof LoginForm)[] = ['cpf', 'senha', 'empresaId'];

function Login() {
  const [form, setForm] = useState<LoginForm>({ cpf: '', senha: '', empresaId: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // the user's companies, once the server answered them to the right password (a user of several)
  const [companies, setCompanies] = useState<Empresa[] | null>(null);
  const inputs = useRef<Partial<Record<keyof LoginForm, HTMLInputElement | HTMLSelectElement | null>>>({});
  const choosing = companies !== null;

  // spec §6: an authenticated visitor goes to the console (asked only when this browser holds a session)
  useEffect(() => {
    if (storage('local')?.getItem(SESSION_HINT_KEY) === null) return;
    api('/userinfo').then(
      () => window.location.replace('/'),
      () => storage('local')?.removeItem(SESSION_HINT_KEY),
    );
  }, []);
  // the company list appears after the password: the choice is the next thing to do
  useEffect(() => {
    if (companies) inputs.current.empresaId?.focus();
  }, [companies]);

  const set = (name: keyof LoginForm, value: string) => {
    prefetchConsole();
    setForm((prev) => ({ ...prev, [name]: value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
    // another CPF or password: its companies are asked again
    if (name !== 'empresaId' && companies) {
      setCompanies(null);
      setForm((prev) => ({ ...prev, empresaId: '' }));
    }
  };
  const focusFirst = (found: LoginErrors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateLogin(form, choosing);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSending(true);
    try {
      const info = await api<{ empresa: { id: number } }>('/login', {
        method: 'POST',
        body: loginBody(form, choosing),
      });
      storage('local')?.setItem(SESSION_HINT_KEY, '1');
      storage('local')?.setItem(COMPANY_STORAGE_KEY, String(info.empresa.id));
      window.location.assign(nextPage());
    } catch (error) {
      const list = error instanceof ApiFailure && error.status === 409 ? error.data?.empresas : undefined;
      if (Array.isArray(list)) {
        setCompanies(list as Empresa[]);
        setForm((prev) => ({
          ...prev,
          empresaId: preselectedCompany(list as Empresa[], storage('local')?.getItem(COMPANY_STORAGE_KEY)),
        }));
        setErrors({});
        setSending(false);
        return;
      }
      const fields = fieldErrorsOf(error) as LoginErrors;
      setErrors(fields);
      setFailure(error instanceof ApiFailure ? error.message : MSG.apiUnreachable);
      focusFirst(fields);
      setSending(false);
    }
  };

  return (
    <Card title="Entrar">
      <form onSubmit={submit} noValidate aria-label="Entrar no Gente">
        {failure && (
          <p className="alert" role="alert">
            {failure}
          </p>
        )}
        <Field id="login-cpf" label="CPF" error={errors.cpf}>
          {(aria) => (
            <input
              {...aria}
              name="cpf"
              required
              value={form.cpf}
              onChange={(e) => set('cpf', maskCpf(e.target.value))}
              placeholder="000.000.000-00"
              autoComplete="username"
              inputMode="numeric"
              maxLength={14}
              // biome-ignore lint/a11y/noAutofocus: the page's only task starts in this field
              autoFocus
              ref={(el) => {
                inputs.current.cpf = el;
              }}
            />
          )}
        </Field>
        <Field id="login-senha" label="Senha" error={errors.senha}>
          {(aria) => (
            <input
              {...aria}
              name="senha"
              type="password"
              required
              value={form.senha}
              onChange={(e) => set('senha', e.target.value)}
              autoComplete="current-password"
              ref={(el) => {
                inputs.current.senha = el;
              }}
            />
          )}
        </Field>
        {companies && (
          <Field
            id="login-empresa"
            label="Empresa"
            error={errors.empresaId}
            help="Seu usuário tem acesso a mais de uma empresa: escolha em qual entrar."
          >
            {(aria) => (
              <select
                {...aria}
                name="empresaId"
                required
                value={form.empresaId}
                onChange={(e) => set('empresaId', e.target.value)}
                ref={(el) => {
                  inputs.current.empresaId = el;
                }}
              >
                <option value="">Selecione uma empresa</option>
                {companies.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.nome}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
          Entrar
        </button>
        <p className="links">
          <a href="/recuperar-senha">Esqueci minha senha</a>
        </p>
      </form>
    </Card>
  );
}

function RecoveryRequest() {
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateRecoveryCpf(cpf);
    setError(found);
    if (found) return input.current?.focus();
    setSending(true);
    try {
      const body = { cpf: onlyDigits(cpf) };
      setDone((await api<{ message: string }>('/recuperar-senha', { method: 'POST', body })).message);
    } catch (e) {
      const fieldError = fieldErrorsOf(e).cpf;
      setError(fieldError);
      setFailure(e instanceof ApiFailure ? e.message : MSG.apiUnreachable);
      if (fieldError) input.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Recuperar senha">
      {done ? (
        <>
          <p className="done" role="status">
            {done}
          </p>
          <p className="links">
            <a href="/login">Voltar para o login</a>
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Recuperar a senha">
          <p className="intro">
            Informe o seu CPF: enviaremos ao e-mail do seu cadastro um link para criar uma nova senha.
          </p>
          {failure && (
            <p className="alert" role="alert">
              {failure}
            </p>
          )}
          <Field id="recuperar-cpf" label="CPF" error={error}>
            {(aria) => (
              <input
                {...aria}
                name="cpf"
                required
                value={cpf}
                onChange={(e) => {
                  setCpf(maskCpf(e.target.value));
                  setError(undefined);
                }}
                placeholder="000.000.000-00"
                autoComplete="username"
                inputMode="numeric"
                maxLength={14}
                ref={input}
              />
            )}
          </Field>
          <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
            Enviar
          </button>
          <p className="links">
            <a href="/login">Voltar para o login</a>
          </p>
        </form>
      )}
    </Card>
  );
}

function PasswordReset() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [form, setForm] = useState<NewPasswordForm>({ senha: '', confirmacao: '' });
  const [errors, setErrors] = useState<NewPasswordErrors & { token?: string }>({});
  const [failure, setFailure] = useState<string | null>(token ? null : LINK_INVALID);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<keyof NewPasswordForm, HTMLInputElement | null>>>({});

  const focusFirst = (found: NewPasswordErrors) => {
    const first = (['senha', 'confirmacao'] as const).find((k) => found[k]);
    if (first) inputs.current[first]?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(form);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    setSending(true);
    try {
      const res = await api<{ message: string }>('/recuperar-senha/redefinir', {
        method: 'POST',
        body: { token, ...form },
      });
      storage('local')?.removeItem(SESSION_HINT_KEY);
      setDone(res.message);
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      setFailure(fields.token ?? (e instanceof ApiFailure ? e.message : MSG.apiUnreachable));
      focusFirst(fields);
    } finally {
      setSending(false);
    }
  };
  const set = (name: keyof NewPasswordForm, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  return (
    <Card title="Nova senha">
      {done ? (
        <>
          <p className="done" role="status">
            {done}
          </p>
          <p className="links">
            <a href="/login">Entrar</a>
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Criar uma nova senha">
          {failure && (
            <p className="alert" role="alert">
              {failure}
            </p>
          )}
          {(['senha', 'confirmacao'] as const).map((name) => (
            <Field
              key={name}
              id={`redefinir-${name}`}
              label={name === 'senha' ? 'Nova senha' : 'Confirmação da nova senha'}
              error={errors[name]}
              help={name === 'senha' ? 'No mínimo 8 caracteres.' : undefined}
            >
              {(aria) => (
                <input
                  {...aria}
                  name={name}
                  type="password"
                  required
                  value={form[name]}
                  onChange={(e) => set(name, e.target.value)}
                  autoComplete="new-password"
                  ref={(el) => {
                    inputs.current[name] = el;
                  }}
                />
              )}
            </Field>
          ))}
          <button type="submit" className="primary" disabled={sending || !token} aria-busy={sending}>
            Gravar nova senha
          </button>
          <p className="links">
            <a href="/recuperar-senha">Pedir um novo link</a> · <a href="/login">Voltar para o login</a>
          </p>
        </form>
      )}
    </Card>
  );
}
