// Self-registration ('Quero me cadastrar', /externo/candidatos/new) and 'Editar Cadastro'
// (/externo/candidatos/{id}); spec §2, §5. The candidate's own fields of the candidate register, in its tabs,
// each shown and required as the company configured; checked by the register's validator and the portal's
// rules before sending ('Preencha os campos indicados', focus on the first wrong field, switching tab).
// Registration: password and confirmation, the privacy acceptance when the company requires it, the robot
// check (a new one after any refusal: each answer spends it), the photo and CV sent with the record; then the
// login with the password just chosen, or, when it does not open (a CPF registered before: the server's
// answer tells nobody which), the server's message with the way to log in or recover the password. Editar Cadastro: files sent at once; the privacy section
// (download my data, ask for deletion).
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FILE_MSG, type FileFieldSpec, fieldRules } from '../../shared/files/files.ts';
import { MSG } from '../../shared/messages.ts';
import {
  CAMPOS_PORTAL,
  chaveDoCampo,
  SEMPRE_OBRIGATORIOS,
  seAplica,
} from '../../shared/portal/campos-candidato.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { api, fieldErrorsOf, messageOf } from '../api.ts';
import { type Sessao, usePortal } from '../contexto.ts';
import {
  aceitaArquivo,
  algoVisivel,
  CampoCandidato,
  type Contexto,
  idDe,
  type Opcoes,
} from '../form/campos.tsx';
import { abasDoCandidato, CANDIDATO } from '../form/schema.ts';
import { validaCandidato } from '../form/validacao.ts';
import { comValor, paraFormulario, paraRegistro, type Valores } from '../form/valores.ts';
import { href, loginHref } from '../routes.ts';
import { ACEITE_LABEL, ACEITE_OBRIGATORIO } from '../textos.ts';
import { Alerta, Campo, Carregando, Link, Titulo } from '../ui.tsx';

const Verificacao = lazy(() => import('../Verificacao.tsx').then((m) => ({ default: m.Verificacao })));
const PrivacidadeDialog = lazy(() => import('../PrivacidadeDialog.tsx'));
// only 'Editar Cadastro' has the privacy section: the registration form does not download it
const Privacidade = lazy(() => import('./Privacidade.tsx').then((m) => ({ default: m.Privacidade })));

type Arquivo = { id: number; nome: string; url: string } | null;

export default function CadastroPage({ id }: { id?: number }) {
  const { empresa, empresaId, entrou, sessao } = usePortal();
  const novo = id === undefined;
  const [valores, setValores] = useState<Valores | null>(novo ? { primeiroEmprego: false } : null);
  const [guardados, setGuardados] = useState<Record<string, Arquivo>>({});
  const [escolhidos, setEscolhidos] = useState<Record<string, File | undefined>>({});
  const [opcoes, setOpcoes] = useState<Opcoes>({});
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aba, setAba] = useState(0);
  const [acesso, setAcesso] = useState({
    senha: '',
    confirmaSenha: '',
    aceito: false,
    altcha: undefined as string | undefined,
  });
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  // the server's answer to a registration it did not log in with (a CPF registered before, as it tells nobody)
  const [recebido, setRecebido] = useState<string | null>(null);
  // a refused registration spent its robot check: a new widget asks for a new one
  const [verificacoes, setVerificacoes] = useState(0);
  const [enviando, setEnviando] = useState(false);
  const [lendoPolitica, setLendoPolitica] = useState(false);
  const [foco, setFoco] = useState<string | null>(null);
  const abas = useMemo(() => abasDoCandidato(), []);

  useEffect(() => {
    if (!empresaId) return;
    api<Opcoes>(`/empresas/${empresaId}/opcoes`).then(setOpcoes, () => setOpcoes({}));
  }, [empresaId]);
  useEffect(() => {
    if (novo) return;
    api<Valores>(`/candidatos/${id}`).then(
      (rec) => {
        setValores(paraFormulario(CANDIDATO, rec));
        setGuardados({ foto: rec.foto ?? null, curriculo: rec.curriculo ?? null });
      },
      (e) => setAviso({ tipo: 'erro', texto: messageOf(e) }),
    );
  }, [id, novo]);
  // the field to focus once its tab is shown
  useEffect(() => {
    if (!foco) return;
    const el = document.getElementById(idDe(foco)) ?? document.getElementById(foco);
    el?.focus();
    setFoco(null);
  }, [foco]);

  if (!novo && !valores && aviso) return <Alerta>{aviso.texto}</Alerta>;
  if (recebido)
    return (
      <section className="cartao">
        <Titulo>Cadastro de candidato</Titulo>
        <Alerta tipo="info">{recebido}</Alerta>
        <p className="links">
          <Link href={loginHref(empresaId)} className="botao">
            Entrar
          </Link>
          <Link href={href('/externo/recuperar-senha', empresaId)}>Esqueci minha senha</Link>
        </p>
      </section>
    );
  if (novo && !empresaId)
    return (
      <section className="cartao">
        <Titulo>Cadastro de candidato</Titulo>
        <Alerta tipo="info">Para se cadastrar, abra o link de vagas enviado pela empresa.</Alerta>
      </section>
    );
  // the title shows before the company's configuration arrives: it is the largest text of the first view
  if (!empresa || !valores)
    return (
      <section className="cartao">
        <Titulo>{novo ? 'Cadastro de candidato' : 'Editar Cadastro'}</Titulo>
        <Carregando />
      </section>
    );
  const cfg = empresa.campos;

  const ctx: Contexto = {
    valores,
    erros,
    cfg,
    opcoes,
    cpfFixo: !novo,
    set(path, value) {
      // spec §4: ticking first job with experiences deletes them after confirmation; declining unticks it
      if (path === 'primeiroEmprego' && value === true && (valores.experiencias?.length ?? 0) > 0) {
        if (
          !window.confirm(
            'Marcar "Primeiro Emprego" remove as experiências profissionais informadas. Continuar?',
          )
        )
          return;
        setValores((v) => comValor(comValor(v!, 'experiencias', []), path, value));
        return;
      }
      setValores((v) => comValor(v!, path, value));
      if (erros[path]) setErros(({ [path]: _, ...rest }) => rest);
    },
    obrigatorio(path, pai) {
      const nome = path.split('.').at(-1)!;
      if ((SEMPRE_OBRIGATORIOS as readonly string[]).includes(path) || pai.required?.includes(nome))
        return true;
      const chave = chaveDoCampo(path);
      const campo = CAMPOS_PORTAL.find((c) => c.chave === chave);
      return (
        !!chave &&
        cfg.camposObrigatorios.includes(chave) &&
        (campo?.exige.includes(path) ?? false) &&
        seAplica(chave, valores ?? {})
      );
    },
    arquivo: (path, s) => (
      <CampoArquivo
        path={path}
        s={s}
        erro={erros[path]}
        obrigatorio={cfg.camposObrigatorios.includes(path)}
        guardado={guardados[path] ?? null}
        escolhido={escolhidos[path]}
        aoErro={(mensagem) => setErros((x) => ({ ...x, [path]: mensagem }))}
        aoEscolher={async (file) => {
          setErros(({ [path]: _, ...rest }) => rest);
          if (novo) return setEscolhidos((e) => ({ ...e, [path]: file }));
          if (!file) return;
          const form = new FormData();
          form.append('arquivo', file);
          try {
            const salvo = await api<Arquivo>(`/candidatos/${id}/arquivos/${path}`, { multipart: form });
            setGuardados((g) => ({ ...g, [path]: salvo }));
          } catch (e) {
            setErros((x) => ({
              ...x,
              ...fieldErrorsOf(e),
              ...(fieldErrorsOf(e)[path] ? {} : { [path]: messageOf(e) }),
            }));
          }
        }}
        aoRemover={async () => {
          if (novo) return setEscolhidos((e) => ({ ...e, [path]: undefined }));
          const g = guardados[path];
          if (!g) return;
          await api(`/candidatos/${id}/arquivos/${path}/${g.id}`, { method: 'DELETE' }).catch(
            () => undefined,
          );
          setGuardados((x) => ({ ...x, [path]: null }));
        }}
      />
    ),
  };
  const abasVisiveis = abas.filter((a) => a.campos.some(([n, s]) => algoVisivel(ctx, n, s)));
  const abaAtual = Math.min(aba, abasVisiveis.length - 1);

  /** Position of a field in the form: tab, then field; the access section comes last. */
  const posicao = (path: string) => {
    const topo = path.split('.')[0]!;
    for (const [i, a] of abasVisiveis.entries()) {
      const j = a.campos.findIndex(([n]) => n === topo);
      if (j >= 0) return i * 1000 + j;
    }
    return 1_000_000 + ['senha', 'confirmaSenha', 'aceitoPoliticaSeguranca', 'altcha'].indexOf(topo);
  };
  const mostraErros = (found: Record<string, string>) => {
    setErros(found);
    const primeiro = Object.keys(found).sort((a, b) => posicao(a) - posicao(b))[0];
    if (!primeiro) return;
    const topo = primeiro.split('.')[0]!;
    const i = abasVisiveis.findIndex((a) => a.campos.some(([n]) => n === topo));
    if (i >= 0) setAba(i);
    setFoco(
      i >= 0
        ? primeiro
        : ['senha', 'confirmaSenha', 'aceitoPoliticaSeguranca'].includes(primeiro)
          ? primeiro
          : 'cadastro-verificacao',
    );
  };

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    const registro = paraRegistro(CANDIDATO, valores);
    const arquivos = novo
      ? { foto: !!escolhidos.foto, curriculo: !!escolhidos.curriculo }
      : { foto: !!guardados.foto, curriculo: !!guardados.curriculo };
    const found = await validaCandidato(registro, cfg, arquivos, novo ? acesso : undefined);
    if (novo && empresa.exigirAceitePsi && !acesso.aceito) found.aceitoPoliticaSeguranca = ACEITE_OBRIGATORIO;
    if (novo && !acesso.altcha) found.altcha = 'Confirme que você não é um robô.';
    if (Object.keys(found).length > 0) {
      setAviso({ tipo: 'erro', texto: MSG.validation });
      return mostraErros(found);
    }
    setEnviando(true);
    try {
      if (novo) {
        const form = new FormData();
        form.append(
          'dados',
          JSON.stringify({
            empresaId: Number(empresaId),
            candidato: { ...registro, senha: acesso.senha },
            confirmaSenha: acesso.confirmaSenha,
            aceitoPoliticaSeguranca: acesso.aceito,
            altcha: acesso.altcha,
          }),
        );
        for (const campo of ['foto', 'curriculo'])
          if (escolhidos[campo]) form.append(campo, escolhidos[campo]!);
        // the same answer whether or not the CPF was registered: the password just chosen logs in a new
        // registration; for a registered CPF the answer says what to do (its owner got an e-mail)
        const resposta = await api<{ message: string }>('/candidatos', { multipart: form });
        try {
          entrou(
            await api<Sessao>('/login', {
              form: {
                cpf: String(registro.cpf ?? '').replace(/\D/g, ''),
                senha: acesso.senha,
                empresaId: String(empresaId),
              },
            }),
          );
        } catch {
          setRecebido(resposta.message);
        }
      } else {
        const salvo = await api<Valores>(`/candidatos/${id}`, { method: 'PUT', json: registro });
        setValores(paraFormulario(CANDIDATO, salvo));
        setErros({});
        setAviso({ tipo: 'sucesso', texto: 'Cadastro atualizado com sucesso.' });
      }
    } catch (e) {
      // the candidate's fields are named in the body under 'candidato' by the server's input check
      const found = Object.fromEntries(
        Object.entries(fieldErrorsOf(e)).map(([campo, msg]) => [campo.replace(/^candidato\./, ''), msg]),
      );
      setAviso({ tipo: 'erro', texto: messageOf(e) });
      if (novo) {
        setAcesso((a) => ({ ...a, altcha: undefined }));
        setVerificacoes((n) => n + 1);
      }
      mostraErros(found);
    } finally {
      setEnviando(false);
    }
  };

  const painel = abasVisiveis[abaAtual];
  return (
    <section className="cartao">
      <Titulo>{novo ? 'Cadastro de candidato' : 'Editar Cadastro'}</Titulo>
      <form onSubmit={enviar} noValidate aria-label={novo ? 'Cadastro de candidato' : 'Editar Cadastro'}>
        {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
        <div className="abas" role="tablist" aria-label="Partes do cadastro">
          {abasVisiveis.map((a, i) => (
            <button
              key={a.aba}
              type="button"
              role="tab"
              id={`aba-${i}`}
              aria-selected={i === abaAtual}
              aria-controls="painel-cadastro"
              tabIndex={i === abaAtual ? 0 : -1}
              className={
                a.campos.some(([n]) => Object.keys(erros).some((e) => e.split('.')[0] === n))
                  ? 'aba aba-erro'
                  : 'aba'
              }
              onClick={() => setAba(i)}
              onKeyDown={(e) => {
                const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                if (!d) return;
                const n = (i + d + abasVisiveis.length) % abasVisiveis.length;
                setAba(n);
                document.getElementById(`aba-${n}`)?.focus();
              }}
            >
              {a.aba}
            </button>
          ))}
        </div>
        {painel && (
          <div role="tabpanel" id="painel-cadastro" aria-labelledby={`aba-${abaAtual}`} className="painel">
            {painel.campos.map(([n, s]) => (
              <CampoCandidato key={n} ctx={ctx} path={n} s={s} pai={CANDIDATO} />
            ))}
            <div className="acoes acoes-abas">
              {abaAtual > 0 && (
                <button type="button" className="botao-secundario" onClick={() => setAba(abaAtual - 1)}>
                  Anterior
                </button>
              )}
              {abaAtual < abasVisiveis.length - 1 && (
                <button type="button" className="botao-secundario" onClick={() => setAba(abaAtual + 1)}>
                  Próximo
                </button>
              )}
            </div>
          </div>
        )}
        {novo && (
          <fieldset className="grupo acesso">
            <legend>Acesso ao portal</legend>
            {(['senha', 'confirmaSenha'] as const).map((campo) => (
              <Campo
                key={campo}
                id={campo}
                label={campo === 'senha' ? 'Senha' : 'Confirmação da senha'}
                error={erros[campo]}
                help={campo === 'senha' ? 'De 6 a 100 caracteres.' : undefined}
                required
              >
                {(aria) => (
                  <input
                    {...aria}
                    type="password"
                    autoComplete="new-password"
                    value={acesso[campo]}
                    onChange={(e) => {
                      setAcesso((a) => ({ ...a, [campo]: e.target.value }));
                      setErros(({ [campo]: _, ...rest }) => rest);
                    }}
                  />
                )}
              </Campo>
            ))}
            {empresa.exigirAceitePsi && (
              <div className={erros.aceitoPoliticaSeguranca ? 'campo-check campo-erro' : 'campo-check'}>
                <input
                  id="aceitoPoliticaSeguranca"
                  type="checkbox"
                  checked={acesso.aceito}
                  aria-describedby={
                    erros.aceitoPoliticaSeguranca ? 'aceitoPoliticaSeguranca-nota' : undefined
                  }
                  onChange={(e) => setAcesso((a) => ({ ...a, aceito: e.target.checked }))}
                />
                <label htmlFor="aceitoPoliticaSeguranca">{ACEITE_LABEL}</label>
                <button type="button" className="link" onClick={() => setLendoPolitica(true)}>
                  Ler o termo
                </button>
                {erros.aceitoPoliticaSeguranca && (
                  <p id="aceitoPoliticaSeguranca-nota" className="nota nota-erro">
                    {erros.aceitoPoliticaSeguranca}
                  </p>
                )}
              </div>
            )}
            <Suspense fallback={null}>
              <Verificacao
                key={verificacoes}
                id="cadastro-verificacao"
                erro={erros.altcha}
                aoVerificar={(altcha) => {
                  setAcesso((a) => ({ ...a, altcha }));
                  setErros(({ altcha: _, ...rest }) => rest);
                }}
              />
            </Suspense>
          </fieldset>
        )}
        <button type="submit" className="botao botao-largo" disabled={enviando}>
          {enviando ? 'Gravando…' : novo ? 'Cadastrar' : 'Gravar'}
        </button>
      </form>
      {!novo && sessao && (
        <Suspense fallback={null}>
          <Privacidade candidatoId={sessao.candidato.id} />
        </Suspense>
      )}
      {lendoPolitica && (
        <Suspense fallback={null}>
          <PrivacidadeDialog aoFechar={() => setLendoPolitica(false)} />
        </Suspense>
      )}
    </section>
  );
}

function CampoArquivo(props: {
  path: string;
  s: JsonSchema;
  erro?: string;
  obrigatorio: boolean;
  guardado: Arquivo;
  escolhido?: File;
  aoEscolher(file: File | undefined): void;
  aoRemover(): void;
  aoErro(mensagem: string): void;
}) {
  const { path, s, erro, guardado, escolhido } = props;
  const input = useRef<HTMLInputElement>(null);
  const nome = escolhido?.name ?? guardado?.nome;
  return (
    <Campo
      id={idDe(path)}
      label={String(s.title)}
      error={erro}
      required={props.obrigatorio}
      help={
        nome
          ? `Arquivo: ${nome}`
          : path === 'foto'
            ? 'JPEG ou PNG, até 5 MB.'
            : 'PDF, DOC, DOCX, ODT, TXT, JPEG ou PNG, até 10 MB.'
      }
    >
      {(aria) => (
        <div className="arquivo">
          <input
            {...aria}
            ref={input}
            type="file"
            accept={aceitaArquivo(s)}
            onChange={(e) => {
              const file = e.target.files?.[0];
              const max = fieldRules(s['x-file'] as FileFieldSpec).maxBytes;
              if (file && file.size > max) {
                e.target.value = '';
                return props.aoErro(FILE_MSG.tooLarge(max));
              }
              props.aoEscolher(file);
            }}
          />
          {nome && (
            <button
              type="button"
              className="botao-secundario"
              onClick={() => {
                if (input.current) input.current.value = '';
                props.aoRemover();
              }}
            >
              Remover {String(s.title).toLowerCase()}
            </button>
          )}
          {guardado && path === 'foto' && (
            <img src={guardado.url} alt="Sua foto" className="miniatura" width={96} height={96} />
          )}
        </div>
      )}
    </Campo>
  );
}
