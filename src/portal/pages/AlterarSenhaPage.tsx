// 'Alterar Senha' (/externo/candidatos/{id}?tab=senha; spec §5 Password change): the current password and
// the new one twice; the server's 'A senha informada não confere com a senha do seu login.' under the field.
import { type FormEvent, useState } from 'react';
import { MSG } from '../../shared/messages.ts';
import { api, fieldErrorsOf, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { Alerta, Campo, Titulo } from '../ui.tsx';

const CAMPOS = [
  ['senha', 'Senha atual', 'current-password', MSG.currentPasswordRequired],
  ['novaSenha', 'Nova senha', 'new-password', MSG.newPasswordRequired],
  ['confNovaSenha', 'Confirmação da nova senha', 'new-password', MSG.newPasswordConfirmRequired],
] as const;

export default function AlterarSenhaPage() {
  const { sessao } = usePortal();
  const [form, setForm] = useState({ senha: '', novaSenha: '', confNovaSenha: '' });
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setAviso(null);
    const found: Record<string, string> = {};
    for (const [k, , , obrigatorio] of CAMPOS) if (!form[k]) found[k] = obrigatorio;
    if (!found.novaSenha && form.novaSenha.length < 6)
      found.novaSenha = 'A senha deve ter no mínimo 6 caracteres.';
    if (!found.confNovaSenha && form.confNovaSenha !== form.novaSenha)
      found.confNovaSenha = MSG.passwordNotConfirmed;
    setErros(found);
    const primeiro = Object.keys(found)[0];
    if (primeiro) return document.getElementById(`alterar-${primeiro}`)?.focus();
    try {
      const r = await api<{ message: string }>(`/candidatos/${sessao!.candidato.id}/alterar-senha`, {
        method: 'PATCH',
        json: form,
      });
      setForm({ senha: '', novaSenha: '', confNovaSenha: '' });
      setAviso({ tipo: 'sucesso', texto: r.message });
    } catch (err) {
      const f = fieldErrorsOf(err);
      setErros(f);
      setAviso({ tipo: 'erro', texto: messageOf(err) });
      const k = Object.keys(f)[0];
      if (k) document.getElementById(`alterar-${k}`)?.focus();
    }
  };
  return (
    <section className="cartao cartao-estreito">
      <Titulo>Alterar Senha</Titulo>
      <form onSubmit={enviar} noValidate aria-label="Alterar Senha">
        {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
        {CAMPOS.map(([k, label, auto]) => (
          <Campo key={k} id={`alterar-${k}`} label={label} error={erros[k]} required>
            {(aria) => (
              <input
                {...aria}
                type="password"
                autoComplete={auto}
                value={form[k]}
                onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
              />
            )}
          </Campo>
        ))}
        <button type="submit" className="botao botao-largo">
          Gravar
        </button>
      </form>
    </section>
  );
}
