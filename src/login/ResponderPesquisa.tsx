// /pesquisa-responder#<token>: a survey answered through the one-use personal link the invitation e-mailed to an
// employee without a system user (src/server/modules/pesquisa/respostas.actions.ts). No login, a phone first:
// one part at a time ('Parte {i} de {n}'), each saved as a partial answer, 'Concluir' on the last. The token
// stays in the fragment (never sent in a request line) and goes to the API in the body.
import { type ReactNode, useEffect, useState } from 'react';
import type { FieldError } from '../shared/messages.ts';
import type { Pergunta, Resposta } from '../shared/questionario/tipos.ts';
import { ApiFailure, api } from './api.ts';

type Tela = {
  pesquisa: { titulo: string; cabecalho: string | null; dataFim: string; anonima: boolean };
  podeResponder: boolean;
  motivo?: string;
  questionario: { perguntas: Pergunta[] } | null;
  partes: { titulo: string; aspecto?: { nome: string }; perguntas: number[] }[];
  respostas: Resposta[];
};

const CAIXA = { border: '1px solid #c4c9d0', borderRadius: 4, margin: '0 0 12px', padding: '8px 12px' };
const OPCAO = { display: 'block', padding: '6px 0' };
const CONTROLE = {
  font: 'inherit',
  width: '100%',
  padding: '8px',
  marginTop: 4,
  boxSizing: 'border-box' as const,
};

const token = () => window.location.hash.replace(/^#/, '');
const dataBr = (iso: string) => iso.split('-').reverse().join('/');

function Pagina({ titulo, children }: { titulo: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${titulo} - Gente`;
  }, [titulo]);
  return (
    <main className="login">
      <section className="login-card">
        <img className="login-logo" src="/logo-escuro.svg" alt="Gente" width={140} height={40} />
        <h1>{titulo}</h1>
        {children}
      </section>
    </main>
  );
}

function Campo({
  p,
  r,
  erro,
  mudar,
}: {
  p: Pergunta;
  r: Resposta | undefined;
  erro?: string;
  mudar(m: Partial<Resposta>): void;
}) {
  const id = `pergunta-${p.id}`;
  const notas: number[] = [];
  for (let n = p.notaMinima ?? 0; n <= (p.notaMaxima ?? 10); n++) notas.push(n);
  return (
    <fieldset style={CAIXA} aria-describedby={erro ? `${id}-erro` : undefined}>
      <legend>
        {p.texto}
        {p.obrigatoria ? ' *' : ''}
      </legend>
      {p.tipo === 1 &&
        p.respostas.map((o) => (
          <label key={o.id} style={OPCAO}>
            <input
              type="radio"
              name={id}
              checked={r?.respostaId === o.id}
              onChange={() => mudar({ respostaId: o.id })}
            />{' '}
            {o.texto}
          </label>
        ))}
      {p.tipo === 5 &&
        p.respostas.map((o) => {
          const atuais = r?.respostasIds ?? [];
          return (
            <label key={o.id} style={OPCAO}>
              <input
                type="checkbox"
                checked={atuais.includes(o.id)}
                onChange={(e) =>
                  mudar({
                    respostasIds: e.target.checked ? [...atuais, o.id] : atuais.filter((x) => x !== o.id),
                  })
                }
              />{' '}
              {o.texto}
            </label>
          );
        })}
      {p.tipo === 4 && (
        <select
          aria-label={`Nota de ${notas[0]} a ${notas.at(-1)}`}
          style={CONTROLE}
          value={r?.nota ?? ''}
          onChange={(e) => mudar({ nota: e.target.value === '' ? undefined : Number(e.target.value) })}
        >
          <option value="">Selecione</option>
          {notas.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      )}
      {(p.tipo === 3 || p.exigirComentario) && (
        <textarea
          aria-label={p.tipo === 3 ? p.texto : (p.comentario ?? 'Comentário')}
          placeholder={p.tipo === 3 ? '' : p.comentario}
          rows={3}
          style={CONTROLE}
          value={r?.comentario ?? ''}
          onChange={(e) => mudar({ comentario: e.target.value })}
        />
      )}
      {erro && (
        <p id={`${id}-erro`} style={{ color: '#b00020', margin: '4px 0 0' }}>
          {erro}
        </p>
      )}
    </fieldset>
  );
}

export function ResponderPesquisa() {
  const [tela, setTela] = useState<Tela>();
  const [falha, setFalha] = useState<string>();
  const [respostas, setRespostas] = useState<Resposta[]>([]);
  const [parte, setParte] = useState(0);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string>();
  const [concluida, setConcluida] = useState(false);
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    api<Tela>('/pesquisa/link/abrir', { method: 'POST', body: { token: token() } })
      .then((t) => {
        setTela(t);
        setRespostas(t.respostas);
      })
      .catch((e: unknown) => setFalha(e instanceof ApiFailure ? e.message : String(e)));
  }, []);

  if (falha)
    return (
      <Pagina titulo="Pesquisa">
        <p className="alert" role="alert">
          {falha}
        </p>
      </Pagina>
    );
  if (!tela) return <Pagina titulo="Pesquisa">Carregando…</Pagina>;
  if (concluida)
    return (
      <Pagina titulo={tela.pesquisa.titulo}>
        <p className="done" role="status">
          Pesquisa respondida. Obrigado!
        </p>
      </Pagina>
    );
  const atual = tela.partes[parte];
  const ultima = parte === tela.partes.length - 1;
  const perguntas = (tela.questionario?.perguntas ?? []).filter((p) => atual?.perguntas.includes(p.id));
  const mudar = (id: number, m: Partial<Resposta>) =>
    setRespostas((lista) => [
      ...lista.filter((r) => r.perguntaId !== id),
      { ...lista.find((r) => r.perguntaId === id), perguntaId: id, ...m },
    ]);

  async function enviar(concluir: boolean) {
    setEnviando(true);
    setAviso(undefined);
    try {
      const ids = concluir ? undefined : new Set(atual!.perguntas);
      await api('/pesquisa/link/responder', {
        method: 'POST',
        body: {
          token: token(),
          respostas: respostas.filter((r) => !ids || ids.has(r.perguntaId)),
          respondidoParcialmente: !concluir,
        },
      });
      setErros({});
      if (concluir) setConcluida(true);
      else if (!ultima) setParte(parte + 1);
      else setAviso('Respostas salvas. Você pode voltar por este mesmo link até concluir.');
    } catch (e) {
      if (e instanceof ApiFailure) {
        const porCampo = Object.fromEntries(e.errors.map((x: FieldError) => [x.field, x.message]));
        setErros(porCampo);
        const comErro = e.errors.map((x) => Number(x.field.split('.')[1]));
        const i = tela!.partes.findIndex((x) => x.perguntas.some((p) => comErro.includes(p)));
        if (i >= 0) setParte(i);
        setAviso(e.message);
      } else setAviso(String(e));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Pagina titulo={tela.pesquisa.titulo}>
      <p className="intro">Responda até {dataBr(tela.pesquisa.dataFim)}.</p>
      {tela.pesquisa.cabecalho && (
        <p className="intro" style={{ whiteSpace: 'pre-wrap' }}>
          {tela.pesquisa.cabecalho}
        </p>
      )}
      {tela.pesquisa.anonima && (
        <p className="intro">Pesquisa anônima: ao concluir, as suas respostas são gravadas sem o seu nome.</p>
      )}
      {tela.motivo && (
        <p className="alert" role="alert">
          {tela.motivo}
        </p>
      )}
      {aviso && (
        <p className="alert" role="alert">
          {aviso}
        </p>
      )}
      {atual && tela.podeResponder && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void enviar(ultima);
          }}
        >
          <h2>
            {atual.titulo}
            {atual.aspecto ? ` — ${atual.aspecto.nome}` : ''}
          </h2>
          {perguntas.map((p) => (
            <Campo
              key={p.id}
              p={p}
              r={respostas.find((r) => r.perguntaId === p.id)}
              erro={erros[`respostas.${p.id}`]}
              mudar={(m) => mudar(p.id, m)}
            />
          ))}
          <div className="links">
            {parte > 0 && (
              <button type="button" onClick={() => setParte(parte - 1)} disabled={enviando}>
                Anterior
              </button>
            )}
            {ultima && (
              <button type="button" onClick={() => void enviar(false)} disabled={enviando}>
                Salvar para continuar depois
              </button>
            )}
          </div>
          <button type="submit" className="primary" disabled={enviando}>
            {ultima ? 'Concluir' : 'Salvar e continuar'}
          </button>
        </form>
      )}
    </Pagina>
  );
}
