// 'Alterar Minha Senha': current password, new password and its confirmation. Checked here first
// (nothing is sent while a field is wrong), then by the server, whose field messages land on the
// fields. Loaded only when opened.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { MSG } from '../../shared/messages.ts';
import { fieldErrorsOf, notifyError, notifySuccess } from '../providers/errorHandler.ts';
import { apiFetch } from '../providers/http.ts';
import { type PasswordErrors, type PasswordForm, validatePasswordForm } from './passwordForm.ts';

const FIELDS: { name: keyof PasswordForm; label: string; autoComplete: string }[] = [
  { name: 'senha', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'novaSenha', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confNovaSenha', label: 'Confirmação da nova senha', autoComplete: 'new-password' },
];

const EMPTY: PasswordForm = { senha: '', novaSenha: '', confNovaSenha: '' };

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<keyof PasswordForm, HTMLInputElement | null>>>({});

  const focusFirst = (found: PasswordErrors) => {
    const first = FIELDS.find((f) => found[f.name]);
    if (first) inputs.current[first.name]?.focus();
  };

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      await apiFetch('/userinfo/senha', { method: 'PUT', body: form });
      notifySuccess(MSG.passwordChanged);
      close();
    } catch (error) {
      const server = fieldErrorsOf(error) as PasswordErrors;
      setErrors(server);
      focusFirst(server);
      notifyError(error, { shownFields: (field) => FIELDS.some((f) => f.name === field) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="alterar-senha-titulo" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="alterar-senha-titulo">Alterar Minha Senha</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((f) => (
              <TextField
                key={f.name}
                name={f.name}
                label={f.label}
                type="password"
                required
                autoComplete={f.autoComplete}
                value={form[f.name]}
                onChange={(e) => setForm((prev) => ({ ...prev, [f.name]: e.target.value }))}
                error={!!errors[f.name]}
                helperText={errors[f.name] ?? (f.name === 'novaSenha' ? 'Mínimo de 8 caracteres.' : ' ')}
                inputRef={(el: HTMLInputElement | null) => {
                  inputs.current[f.name] = el;
                }}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            Gravar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
