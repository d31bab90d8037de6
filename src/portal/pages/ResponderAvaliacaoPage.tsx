// /externo/solicitacao-avaliacao?candidatoSolicitacaoId=&avaliacaoId=: one evaluation of an application, answered
// by the candidate — one fieldset per question (grouped by aspect), the input its type asks for, the comment
// when demanded, the error under it. The same rules as the console and the server (shared/questionario/regras.ts)
// run before sending; 'Salvar e continuar depois' keeps a draft, 'Enviar respostas' sends it for good.
import { type FormEvent, useEffect, useState } from 'react';
import { MSG } from '../../shared/messages.ts';
import {
  comCabecalhos,
  comMudanca,
  faixaDaNota,
  MAX_BOTOES_NOTA,
  respostaDe,
} from '../../shared/questionario/formulario.ts';
import {
  COMENTARIO_PADRAO,
  campoDaPergunta,
  type PerguntaDasRegras,
  validarFolha,
} from '../../shared/questionario/regras.ts';
import { type Resposta, TIPO } from '../../shared/questionario/tipos.ts';
import { api, fieldErrorsOf, messageOf } from '../api.ts';
import { usePortal } from '../contexto.ts';
import { useEndereco } from '../navegacao.ts';
import { href } from '../routes.ts';
import { Alerta, Carregando, Link, Titulo } from '../ui.tsx';
import { formatPrazo, type SituacaoAvaliacao } from './avaliacoes.ts';

type PerguntaDoPortal = Omit<PerguntaDasRegras, 'respostas'> & {
  ordem: number;
  texto: string;
  aspecto?: { id: number; nome: string };
  respostas: { id: number; texto: string }[];
  comentario?: string;
};

type Avaliacao = {
  vaga: string;
  avaliacao: { id: number; titulo: string };
  situacao: SituacaoAvaliacao;
  dataHoraExpiracao: string | null;
  expirada: boolean;
  perguntas?: PerguntaDoPortal[];
  respostas?: Resposta[];
};

const idDe = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

export default function ResponderAvaliacaoPage() {
  const { empresaId } = usePortal();
  const { search } = useEndereco();
  const q = new URLSearchParams(search);
  const candidaturaId = idDe(q.get('candidatoSolicitacaoId'));
  const avaliacaoId = idDe(q.get('avaliacaoId'));
  const caminho = `/avaliacoes/${candidaturaId}/${avaliacaoId}`;
  const [dados, setDados] = useState<Avaliacao | null>(null);
  const [respostas, setRespostas] = useState<Resposta[]>([]);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<{ tipo: 'erro' | 'sucesso'; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path names the evaluation
  useEffect(() => {
    if (candidaturaId === undefined || avaliacaoId === undefined) return;
    api<Avaliacao>(caminho).then(
      (d) => {
        setDados(d);
        setRespostas(d.respostas ?? []);
      },
      (e) => setAviso({ tipo: 'erro', texto: messageOf(e) }),
    );
  }, [caminho]);

  const voltar = (
    <p>
      <Link href={href('/externo/avaliacoes', empresaId)}>← Avaliações</Link>
    </p>
  );
  if (candidaturaId === undefined || avaliacaoId === undefined)
    return (
      <section className="cartao">
        {voltar}
        <Alerta>Avaliação não encontrada.</Alerta>
      </section>
    );
  if (!dados)
    return (
      <section className="cartao">
        {voltar}
        {aviso ? <Alerta>{aviso.texto}</Alerta> : <Carregando />}
      </section>
    );

  const perguntas = dados.perguntas ?? [];
  const alterar = (id: number, mudanca: Partial<Resposta>) => {
    setRespostas((rs) => comMudanca(rs, id, mudanca));
    setErros(({ [campoDaPergunta(id)]: _, ...resto }) => resto);
  };

  const enviar = async (parcial: boolean) => {
    const folha = { respostas, ...(parcial ? { respondidoParcialmente: true } : {}) };
    const locais = validarFolha(perguntas, folha);
    if (locais.length) {
      setErros(Object.fromEntries(locais.map((e) => [e.field, e.message])));
      setAviso({ tipo: 'erro', texto: MSG.validation });
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.campo-erro input, .campo-erro textarea')?.focus(),
      );
      return;
    }
    setEnviando(true);
    try {
      const r = await api<{ situacao: SituacaoAvaliacao }>(caminho, { method: 'POST', json: folha });
      setErros({});
      if (r.situacao === 'RESPONDIDA') setDados({ ...dados, situacao: 'RESPONDIDA', perguntas: undefined });
      setAviso({
        tipo: 'sucesso',
        texto:
          r.situacao === 'RESPONDIDA'
            ? 'Avaliação enviada. Obrigado!'
            : 'Respostas salvas. Você pode continuar depois.',
      });
    } catch (e) {
      setErros(fieldErrorsOf(e));
      setAviso({ tipo: 'erro', texto: messageOf(e) });
    } finally {
      setEnviando(false);
    }
  };
  const aoEnviar = (e: FormEvent) => {
    e.preventDefault();
    void enviar(false);
  };

  const aberta = dados.situacao !== 'RESPONDIDA' && !dados.expirada;
  return (
    <section className="cartao">
      {voltar}
      <Titulo>{dados.avaliacao.titulo}</Titulo>
      <p className="subtitulo">
        {dados.vaga}
        {dados.dataHoraExpiracao && ` · responda até ${formatPrazo(dados.dataHoraExpiracao)}`}
      </p>
      {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
      {dados.situacao === 'RESPONDIDA' && aviso?.tipo !== 'sucesso' && (
        <Alerta tipo="info">Você já respondeu esta avaliação.</Alerta>
      )}
      {dados.situacao !== 'RESPONDIDA' && dados.expirada && dados.dataHoraExpiracao && (
        <Alerta tipo="info">
          {`O prazo para responder a esta avaliação terminou em ${formatPrazo(dados.dataHoraExpiracao)}.`}
        </Alerta>
      )}
      {aberta && (
        <form onSubmit={aoEnviar} noValidate>
          {comCabecalhos(perguntas).map(({ pergunta: p, numero, cabecalho }) => {
            return (
              <div key={p.id}>
                {cabecalho && <h2>{cabecalho}</h2>}
                <Pergunta
                  numero={numero}
                  pergunta={p}
                  resposta={respostaDe(respostas, p.id)}
                  erro={erros[campoDaPergunta(p.id)]}
                  onChange={(m) => alterar(p.id, m)}
                />
              </div>
            );
          })}
          <p className="nota">Depois de enviar, não será possível alterar as respostas.</p>
          <div className="acoes">
            <button type="submit" className="botao" disabled={enviando}>
              Enviar respostas
            </button>
            <button
              type="button"
              className="botao-secundario"
              disabled={enviando}
              onClick={() => void enviar(true)}
            >
              Salvar e continuar depois
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function Pergunta(props: {
  numero: number;
  pergunta: PerguntaDoPortal;
  resposta: Resposta;
  erro?: string;
  onChange(m: Partial<Resposta>): void;
}) {
  const { numero, pergunta: p, resposta: r, erro, onChange } = props;
  const id = `pergunta-${p.id}`;
  const notaId = `${id}-nota`;
  const { min, max, valores: notas } = faixaDaNota(p);
  const comComentario = p.tipo === TIPO.subjetiva || p.exigirComentario;
  return (
    <fieldset className={erro ? 'grupo campo-erro' : 'grupo'} aria-describedby={erro ? notaId : undefined}>
      <legend>
        {numero}. {p.texto}
        {p.obrigatoria && <span aria-hidden="true"> *</span>}
      </legend>
      {p.tipo === TIPO.objetiva && (
        <div className="opcoes">
          {p.respostas.map((o) => (
            <label key={o.id} className="opcao">
              <input
                type="radio"
                name={id}
                required={p.obrigatoria}
                checked={r.respostaId === o.id}
                onChange={() => onChange({ respostaId: o.id })}
              />
              {o.texto}
            </label>
          ))}
        </div>
      )}
      {p.tipo === TIPO.multiplaEscolha && (
        <div className="opcoes">
          {p.respostas.map((o) => {
            const marcadas = r.respostasIds ?? [];
            return (
              <label key={o.id} className="opcao">
                <input
                  type="checkbox"
                  checked={marcadas.includes(o.id)}
                  onChange={(e) =>
                    onChange({
                      respostasIds: e.target.checked
                        ? [...marcadas, o.id]
                        : marcadas.filter((x) => x !== o.id),
                    })
                  }
                />
                {o.texto}
              </label>
            );
          })}
        </div>
      )}
      {p.tipo === TIPO.nota &&
        (notas.length <= MAX_BOTOES_NOTA ? (
          <div className="notas">
            {notas.map((n) => (
              <label key={n} className="opcao">
                <input
                  type="radio"
                  name={id}
                  required={p.obrigatoria}
                  checked={r.nota === n}
                  onChange={() => onChange({ nota: n })}
                />
                {n}
              </label>
            ))}
          </div>
        ) : (
          <div className="campo">
            <label htmlFor={`${id}-valor`}>{`Nota de ${min} a ${max}`}</label>
            <input
              id={`${id}-valor`}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              required={p.obrigatoria}
              value={r.nota ?? ''}
              onChange={(e) => onChange({ nota: e.target.value === '' ? undefined : Number(e.target.value) })}
            />
          </div>
        ))}
      {comComentario && (
        <div className="campo">
          <label htmlFor={`${id}-comentario`}>
            {p.tipo === TIPO.subjetiva ? 'Resposta' : (p.comentario ?? COMENTARIO_PADRAO)}
          </label>
          <textarea
            id={`${id}-comentario`}
            rows={3}
            maxLength={4000}
            required={p.tipo === TIPO.subjetiva ? p.obrigatoria : undefined}
            value={r.comentario ?? ''}
            onChange={(e) => onChange({ comentario: e.target.value })}
          />
        </div>
      )}
      {erro && (
        <p id={notaId} className="nota nota-erro">
          {erro}
        </p>
      )}
    </fieldset>
  );
}
