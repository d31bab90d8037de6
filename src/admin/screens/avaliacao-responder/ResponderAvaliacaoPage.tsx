// '/avaliacao/avaliacoes-desempenhos-questionarios/:id': one evaluation to answer — the person evaluated (job and
// range), the questionnaire (the shared answering form) and the competences of their salary range, one level each
// (the required one shown when the evaluation says so). 'Salvar para continuar depois' keeps a draft; 'Concluir'
// checks everything with the same rules as the server and sends. Anonymous evaluations say so on top.
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/br/format.ts';
import type { FolhaEnviada, Questionario } from '../../../shared/questionario/tipos.ts';
import { notifySuccess } from '../../providers/errorHandler.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { chamar } from '../../questionario/api.ts';
import { conferirEEnviarFolha } from '../../questionario/enviarFolha.ts';
import { FormularioRespostas } from '../../questionario/FormularioRespostas.tsx';
import { PAPEIS } from './papeis.ts';

type Nivel = { id: number; descricao: string; ordem: number };
type Competencia = {
  tipo: 'C' | 'H' | 'A';
  competencia: { id: number; nome: string; observacao?: string };
  nivelExigido?: Nivel;
  peso: number;
  solicitarComentario: boolean;
};
type Avaliada = { tipo: string; competenciaId: number; nivelId?: number; comentario?: string };
type Tela = {
  id: number;
  papel: string;
  respondida: boolean;
  podeResponder: boolean;
  motivo?: string;
  avaliacao: { titulo: string; dataFim: string; anonima: boolean; notaManual: boolean };
  avaliado: {
    nome: string;
    posicao?: {
      cargo: { nome: string };
      faixaSalarial: { nome: string };
      areaOrganizacional: { nome: string };
    };
  };
  questionario: Questionario | null;
  competencias: Competencia[];
  niveis: Nivel[];
  folha: (FolhaEnviada & { competencias: Avaliada[]; notaQuestionario?: number }) | null;
};
const TIPOS = { C: 'Conhecimento', H: 'Habilidade', A: 'Atitude' };

export function ResponderAvaliacaoPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: tela, loading } = useApiGet<Tela>(`/avaliacao/avaliacoes-desempenhos-questionarios/${id}`);
  const [folha, setFolha] = useState<FolhaEnviada>({ respostas: [] });
  const [comps, setComps] = useState<Avaliada[]>([]);
  const [notaManual, setNotaManual] = useState<number>();
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    if (!tela?.folha) return;
    setFolha({ respostas: tela.folha.respostas, observacao: tela.folha.observacao });
    setComps(tela.folha.competencias);
    setNotaManual(tela.folha.notaQuestionario);
  }, [tela]);
  if (!tela) return loading ? <LinearProgress aria-label="Carregando" sx={{ m: 2 }} /> : null;
  const leitura = !tela.podeResponder;
  const auto = tela.papel === 'U';
  const nivelDe = (c: Competencia) =>
    comps.find((x) => x.tipo === c.tipo && x.competenciaId === c.competencia.id);
  const alterarComp = (c: Competencia, m: Partial<Avaliada>) =>
    setComps((lista) => [
      ...lista.filter((x) => !(x.tipo === c.tipo && x.competenciaId === c.competencia.id)),
      { tipo: c.tipo, competenciaId: c.competencia.id, ...nivelDe(c), ...m },
    ]);

  async function enviar(parcial: boolean) {
    const corpo = {
      ...folha,
      respondidoParcialmente: parcial,
      competencias: comps,
      ...(notaManual !== undefined ? { notaQuestionario: notaManual } : {}),
    };
    const extras: Record<string, string> = {};
    if (!parcial)
      for (const c of tela!.competencias) {
        const a = nivelDe(c);
        if (a?.nivelId === undefined)
          extras[`competencias.${c.tipo}-${c.competencia.id}`] = 'Informe o nível da competência.';
        else if (c.solicitarComentario && !a.comentario?.trim())
          extras[`competencias.${c.tipo}-${c.competencia.id}`] = 'Comentário é obrigatório';
      }
    await conferirEEnviarFolha({
      perguntas: tela!.questionario?.perguntas,
      corpo,
      autoavaliacao: auto,
      extras,
      setErros,
      setEnviando,
      async enviar() {
        const r = await chamar<{ mensagem: string }>(
          `/avaliacao/avaliacoes-desempenhos-questionarios/${id}`,
          {
            method: 'POST',
            body: corpo,
          },
        );
        notifySuccess(r.mensagem);
        if (!parcial) navigate('/avaliacao/avaliacoes-desempenhos-questionarios');
      },
    });
  }

  const p = tela.avaliado.posicao;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={tela.avaliacao.titulo} />
      <Typography variant="h5" component="h1">
        {tela.avaliacao.titulo}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {auto ? 'Autoavaliação' : `${PAPEIS[tela.papel]} avaliando ${tela.avaliado.nome}`}
        {p ? ` · ${p.cargo.nome} (${p.faixaSalarial.nome}) · ${p.areaOrganizacional.nome}` : ''} · até{' '}
        {formatDate(tela.avaliacao.dataFim)}
      </Typography>
      {tela.avaliacao.anonima && !auto && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Avaliação anônima: ao concluir, as suas respostas são gravadas sem o seu nome, e nem o RH pode
          ligá-las a você. Depois de concluída, ela não pode mais ser alterada.
        </Alert>
      )}
      {tela.motivo && (
        <Alert severity={tela.respondida ? 'success' : 'warning'} sx={{ mb: 2 }}>
          {tela.motivo}
        </Alert>
      )}
      {tela.questionario && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Questionário">
          <FormularioRespostas
            perguntas={tela.questionario.perguntas}
            valor={folha}
            onChange={setFolha}
            erros={erros}
            autoavaliacao={auto}
            somenteLeitura={leitura}
          />
          {tela.avaliacao.notaManual && (
            <TextField
              type="number"
              label="Nota do questionário (0 a 100)"
              value={notaManual ?? ''}
              onChange={(e) => setNotaManual(e.target.value === '' ? undefined : Number(e.target.value))}
              error={!!erros.notaQuestionario}
              helperText={erros.notaQuestionario}
              sx={{ mt: 2, width: 280 }}
              slotProps={{ htmlInput: { min: 0, max: 100, readOnly: leitura } }}
            />
          )}
        </Paper>
      )}
      {tela.competencias.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 2, mb: 2 }}
          component="section"
          aria-labelledby="titulo-competencias"
        >
          <Typography id="titulo-competencias" variant="h6" component="h2">
            Competências
          </Typography>
          {tela.competencias.map((c) => {
            const campo = `competencias.${c.tipo}-${c.competencia.id}`;
            const a = nivelDe(c);
            return (
              <FormControl
                key={campo}
                component="fieldset"
                error={!!erros[campo]}
                required
                sx={{ display: 'block', my: 2 }}
                aria-describedby={erros[campo] ? `${campo}-erro` : undefined}
              >
                <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
                  {TIPOS[c.tipo]}: {c.competencia.nome}
                  {c.nivelExigido ? ` (exigido: ${c.nivelExigido.descricao})` : ''}
                </FormLabel>
                <RadioGroup
                  row
                  value={a?.nivelId === undefined ? '' : String(a.nivelId)}
                  onChange={(e) => alterarComp(c, { nivelId: Number(e.target.value) })}
                >
                  {tela.niveis.map((n) => (
                    <FormControlLabel
                      key={n.id}
                      value={String(n.id)}
                      control={<Radio disabled={leitura} />}
                      label={n.descricao}
                    />
                  ))}
                </RadioGroup>
                {c.solicitarComentario && (
                  <TextField
                    label="Comentário"
                    value={a?.comentario ?? ''}
                    onChange={(e) => alterarComp(c, { comentario: e.target.value })}
                    multiline
                    fullWidth
                    slotProps={{ htmlInput: { readOnly: leitura } }}
                  />
                )}
                {erros[campo] && <FormHelperText id={`${campo}-erro`}>{erros[campo]}</FormHelperText>}
              </FormControl>
            );
          })}
        </Paper>
      )}
      {!leitura && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => enviar(false)} disabled={enviando}>
            Concluir
          </Button>
          <Button onClick={() => enviar(true)} disabled={enviando}>
            Salvar para continuar depois
          </Button>
        </Stack>
      )}
    </Box>
  );
}
