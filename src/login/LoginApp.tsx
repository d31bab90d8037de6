// The staff login page and password recovery (spec §2, §5 "Login", §6), outside the console: /login,
// /recuperar-senha (asks for the e-mail link) and /redefinir-senha?token= (the link of that e-mail); the
// paths are read by routes.ts.
// Same behaviour as before: CPF mask, companies looked up at 11 digits (chosen when there is one), the
// spec's messages under the fields (as their accessible description), focus on the first invalid field,
// the server's message on a refusal, what was typed kept; an authenticated visit goes to the console.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { onlyDigits } from '../shared/br/documents.ts';
import { MSG } from '../shared/messages.ts';
import { COMPANY_STORAGE_KEY, NEXT_PAGE_KEY, SESSION_HINT_KEY } from '../shared/session-keys.ts';
import { ApiFailure, api, fieldErrorsOf } from './api.ts';
import { prefetchConsole } from './consolePrefetch.ts';
import { cpfReadyForLookup, type LoginErrors, type LoginForm, maskCpf, validateLogin } from './loginForm.ts';
import {
  LINK_INVALID,
  type NewPasswordErrors,
  type NewPasswordForm,
  validateNewPassword,
  validateRecoveryCpf,
} from './recoveryForm.ts';
import { nextPageAfterLogin, pageOf } from './routes.ts';

type Empresa = { id: number; nome: string };

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

function useCompaniesOf(cpf: string, onLoaded: (list: Empresa[]) => void) {
  const [companies, setCompanies] = useState<Empresa[]>([]);
  const [loading, setLoading] = useState(false);
  const digits = onlyDigits(cpf);
  const ready = cpfReadyForLookup(cpf);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;
  useEffect(() => {
    setCompanies([]);
    if (!ready) return;
    let active = true;
    setLoading(true);
    api<Empresa[]>(`/login/empresas?cpf=${digits}`)
      .then((list) => {
        if (!active) return;
        setCompanies(list);
        onLoadedRef.current(list);
      })
      // a failed lookup leaves the list empty (spec §8); the submit then says what is missing
      .catch(() => undefined)
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [digits, ready]);
  return { companies, loading };
}

const FIELD_ORDER: (keyof LoginForm)[] = ['cpf', 'senha', 'empresaId'];

function Login() {
  const [form, setForm] = useState<LoginForm>({ cpf: '', senha: '', empresaId: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<keyof LoginForm, HTMLInputElement | HTMLSelectElement | null>>>({});
  const { companies, loading } = useCompaniesOf(form.cpf, (list) =>
    setForm((prev) => ({ ...prev, empresaId: list.length === 1 ? String(list[0]!.id) : '' })),
  );

  // spec §6: an authenticated visitor goes to the console (asked only when this browser holds a session)
  useEffect(() => {
    if (storage('local')?.getItem(SESSION_HINT_KEY) === null) return;
    api('/userinfo').then(
      () => window.location.replace('/'),
      () => storage('local')?.removeItem(SESSION_HINT_KEY),
    );
  }, []);

  const set = (name: keyof LoginForm, value: string) => {
    prefetchConsole();
    setForm((prev) => ({ ...prev, [name]: value, ...(name === 'cpf' ? { empresaId: '' } : {}) }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };
  const focusFirst = (found: LoginErrors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateLogin(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSending(true);
    try {
      const info = await api<{ empresa: { id: number } }>('/login', {
        method: 'POST',
        body: { cpf: onlyDigits(form.cpf), senha: form.senha, empresaId: Number(form.empresaId) },
      });
      storage('local')?.setItem(SESSION_HINT_KEY, '1');
      storage('local')?.setItem(COMPANY_STORAGE_KEY, String(info.empresa.id));
      window.location.assign(nextPage());
    } catch (error) {
      const fields = fieldErrorsOf(error) as LoginErrors;
      setErrors(fields);
      setFailure(error instanceof ApiFailure ? error.message : MSG.apiUnreachable);
      focusFirst(fields);
      setSending(false);
    }
  };

  const companyHelp = loading
    ? 'Carregando empresas…'
    : cpfReadyForLookup(form.cpf)
      ? undefined
      : 'Informe o CPF para listar as empresas.';

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
        <Field id="login-empresa" label="Empresa" error={errors.empresaId} help={companyHelp}>
          {(aria) => (
            <select
              {...aria}
              name="empresaId"
              required
              value={form.empresaId}
              onChange={(e) => set('empresaId', e.target.value)}
              disabled={loading}
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
