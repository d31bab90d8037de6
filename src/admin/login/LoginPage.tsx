// /login (spec §2, §5 "Login", §6): CPF with its mask, senha and the company of that CPF. The
// companies are looked up only once the CPF has 11 digits. An authenticated visit goes to '/'.
// Kept light: this page and its imports are all the console loads before login.
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useLogin, useNavigate } from 'react-admin';
import { onlyDigits } from '../../shared/br/documents.ts';
import { preloadShell } from '../pages.tsx';
import { errorMessageOf, fieldErrorsOf } from '../providers/errorHandler.ts';
import { apiFetch } from '../providers/http.ts';
import { type Empresa, loadUserInfo } from '../providers/session.ts';
import { cpfReadyForLookup, type LoginErrors, type LoginForm, maskCpf, validateLogin } from './loginForm.ts';

const FIELD_ORDER: (keyof LoginForm)[] = ['cpf', 'senha', 'empresaId'];

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
    const controller = new AbortController();
    setLoading(true);
    apiFetch<Empresa[]>('/login/empresas', {
      query: { cpf: digits },
      session: false,
      signal: controller.signal,
    })
      .then((list) => {
        setCompanies(list);
        onLoadedRef.current(list);
      })
      // a failed lookup leaves the list empty (spec §8: dropdown load failures are silent); the
      // submit then says which field is missing, or the login call reports the network failure
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [digits, ready]);

  return { companies, loading };
}

export function LoginPage() {
  const [form, setForm] = useState<LoginForm>({ cpf: '', senha: '', empresaId: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<keyof LoginForm, HTMLElement | null>>>({});
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  // where react-admin goes after the login (the page that sent the user here, or home)
  const nextPath = () => (location.state as { nextPathname?: string } | null)?.nextPathname ?? '/';

  const { companies, loading } = useCompaniesOf(form.cpf, (list) =>
    setForm((prev) => ({ ...prev, empresaId: list.length === 1 ? String(list[0].id) : '' })),
  );

  // spec §6: an authenticated user visiting /login goes to the home page
  useEffect(() => {
    let active = true;
    loadUserInfo()
      .then((info) => {
        if (active && info) navigate('/', { replace: true });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [navigate]);

  useEffect(() => {
    document.title = 'Entrar - Gente';
  }, []);

  const set = (name: keyof LoginForm, value: string) => {
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
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    // the shell's code travels while the server checks the password
    void preloadShell(nextPath());
    try {
      await login({ cpf: onlyDigits(form.cpf), senha: form.senha, empresaId: Number(form.empresaId) });
    } catch (error) {
      const fields = fieldErrorsOf(error) as LoginErrors;
      setErrors(fields);
      setFailure(errorMessageOf(error));
      focusFirst(fields);
      setSending(false);
    }
  };

  const companyHelp = loading
    ? 'Carregando empresas…'
    : cpfReadyForLookup(form.cpf)
      ? ' '
      : 'Informe o CPF para listar as empresas.';

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper component="section" elevation={3} sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 400 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <img src="/logo-escuro.svg" alt="Gente" width={140} height={40} />
        </Box>
        <Typography variant="h5" component="h1" align="center" sx={{ mb: 3 }}>
          Entrar
        </Typography>
        <form onSubmit={submit} noValidate aria-label="Entrar no Gente">
          <Stack spacing={2}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              id="login-cpf"
              name="cpf"
              label="CPF"
              required
              value={form.cpf}
              onChange={(e) => set('cpf', maskCpf(e.target.value))}
              error={!!errors.cpf}
              helperText={errors.cpf ?? ' '}
              placeholder="000.000.000-00"
              autoComplete="username"
              autoFocus
              inputRef={(el: HTMLInputElement | null) => {
                inputs.current.cpf = el;
              }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
              fullWidth
            />
            <TextField
              id="login-senha"
              name="senha"
              label="Senha"
              type="password"
              required
              value={form.senha}
              onChange={(e) => set('senha', e.target.value)}
              error={!!errors.senha}
              helperText={errors.senha ?? ' '}
              autoComplete="current-password"
              inputRef={(el: HTMLInputElement | null) => {
                inputs.current.senha = el;
              }}
              fullWidth
            />
            <TextField
              id="login-empresa"
              name="empresaId"
              label="Empresa"
              select
              required
              value={form.empresaId}
              onChange={(e) => set('empresaId', e.target.value)}
              error={!!errors.empresaId}
              helperText={errors.empresaId ?? companyHelp}
              disabled={loading}
              inputRef={(el: HTMLSelectElement | null) => {
                inputs.current.empresaId = el;
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              <option value="">Selecione uma empresa</option>
              {companies.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.nome}
                </option>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={sending}
              startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              Entrar
            </Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
