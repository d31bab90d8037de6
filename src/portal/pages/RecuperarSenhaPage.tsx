// Password recovery (spec §2 /externo/recuperar-senha, §7 PUT /recuperar-senha): the CPF asks for an e-mail
// (the same answer whether or not it is registered); the e-mailed link (?token=) opens the new-password form.
import { type FormEvent, useState } from 'react';
import { MSG } from '../../shared/messages.ts';
import { MSG_PORTAL } from '../../shared/portal/campos-candidato.ts';
import { api, fieldErrorsOf, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { mascaraCpf } from '../mascaras.ts';
import { useEndereco } from '../navegacao.ts';
import { loginHref } from '../routes.ts';
import { Alerta, Campo, Link, Titulo } from '../ui.tsx';

export default function RecuperarSenhaPage() {
  const { search } = useEndereco();
  const token = new URLSearchParams(search).get('token');
  return token ? <NovaSenha token={token} /> : <Pedido />;
}

function Pedido() {
  const { empresaId } = usePortal();
  const [cpf, setCpf] = useState('');
  const [erro, setErro] = useState<string>();
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const d = cpf.replace(/\D/g, '');
    if (!d) return setErro(MSG.cpfRequired);
    if (d.length !== 11) return setErro(MSG.cpfInvalid);
    try {
      const r = await api<{ message: string }>('/candidatos/recuperar-senha', {
        method: 'PUT',
        json: { cpf: d, empresaId: Number(empresaId) },
      });
      setAviso({ tipo: 'sucesso', texto: r.message });
    } catch (err) {
      setErro(fieldErrorsOf(err).cpf);
      setAviso({ tipo: 'erro', texto: messageOf(err) });
    }
  };
  return (
    <section className="cartao cartao-estreito">
      <Titulo>Recuperar senha</Titulo>
      {!empresaId ? (
        <Alerta tipo="info">Abra esta página pelo link de vagas enviado pela empresa.</Alerta>
      ) : (
        <form onSubmit={enviar} noValidate aria-label="Recuperar senha">
          <p>Informe seu CPF. Enviaremos um link para criar uma nova senha ao e-mail do seu cadastro.</p>
          {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
          <Campo id="recuperar-cpf" label="CPF" error={erro} required>
            {(aria) => (
              <input
                {...aria}
                value={cpf}
                inputMode="numeric"
                autoComplete="username"
                maxLength={14}
                onChange={(e) => {
                  setCpf(mascaraCpf(e.target.value));
                  setErro(undefined);
                }}
              />
            )}
          </Campo>
          <button type="submit" className="botao botao-largo">
            Enviar
          </button>
        </form>
      )}
      <p className="links">
        <Link href={loginHref(empresaId)}>Voltar para o login</Link>
      </p>
    </section>
  );
}

function NovaSenha({ token }: { token: string }) {
  const { empresaId } = usePortal();
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!senha) found.senha = MSG.newPasswordRequired;
    else if (senha.length < 6) found.senha = 'A senha deve ter no mínimo 6 caracteres.';
    if (!confirmacao) found.confirmacao = MSG.newPasswordConfirmRequired;
    else if (senha && confirmacao !== senha) found.confirmacao = MSG_PORTAL.senhasDiferentes;
    setErros(found);
    if (Object.keys(found).length) return document.getElementById(`nova-${Object.keys(found)[0]}`)?.focus();
    try {
      const r = await api<{ message: string }>('/candidatos/redefinir-senha', {
        json: { token, senha, confirmacao },
      });
      setAviso({ tipo: 'sucesso', texto: r.message });
    } catch (err) {
      setErros(fieldErrorsOf(err));
      setAviso({ tipo: 'erro', texto: messageOf(err) });
    }
  };
  return (
    <section className="cartao cartao-estreito">
      <Titulo>Nova senha</Titulo>
      <form onSubmit={enviar} noValidate aria-label="Criar nova senha">
        {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
        <Campo id="nova-senha" label="Nova senha" error={erros.senha} help="De 6 a 100 caracteres." required>
          {(aria) => (
            <input
              {...aria}
              type="password"
              autoComplete="new-password"
              value={senha}
              onChange={(e) => setSenha(e.target.value)}
            />
          )}
        </Campo>
        <Campo id="nova-confirmacao" label="Confirmação da nova senha" error={erros.confirmacao} required>
          {(aria) => (
            <input
              {...aria}
              type="password"
              autoComplete="new-password"
              value={confirmacao}
              onChange={(e) => setConfirmacao(e.target.value)}
            />
          )}
        </Campo>
        <button type="submit" className="botao botao-largo">
          Gravar nova senha
        </button>
      </form>
      <p className="links">
        <Link href={loginHref(empresaId)}>Ir para o login</Link>
      </p>
    </section>
  );
}
