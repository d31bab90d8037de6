// '/pesquisa/colaborador-questionario/:id': one survey to answer, one part at a time ('Parte {i} de {n}').
// 'Salvar e continuar' saves the part (a partial answer the server adds to the saved ones) and goes on;
// 'Concluir' on the last part checks everything with the server's rules and sends. Anonymous surveys say so.
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/br/format.ts';
import type { FolhaEnviada, Questionario, Resposta } from '../../../shared/questionario/tipos.ts';
import { notifySuccess } from '../../providers/errorHandler.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { chamar } from '../../questionario/api.ts';
import { conferirEEnviarFolha } from '../../questionario/enviarFolha.ts';
import { FormularioRespostas } from '../../questionario/FormularioRespostas.tsx';

type Tela = {
  participacao: { id: number; respondida: boolean };
  pesquisa: { titulo: string; cabecalho: string | null; dataFim: string; anonima: boolean };
  podeResponder: boolean;
  motivo?: string;
  questionario: Questionario | null;
  partes: { titulo: string; aspecto?: { nome: string }; perguntas: number[] }[];
  respostas: Resposta[];
};

export function ResponderPesquisaPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: tela, loading } = useApiGet<Tela>(`/pesquisa/colaborador-questionario/${id}`);
  const [folha, setFolha] = useState<FolhaEnviada>({ respostas: [] });
  const [parte, setParte] = useState(0);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    if (tela) setFolha({ respostas: tela.respostas });
  }, [tela]);
  // an error in another part (on 'Concluir') takes the person to it
  useEffect(() => {
    const comErro = Object.keys(erros).map((k) => Number(k.split('.')[1]));
    if (!tela || comErro.length === 0) return;
    if (tela.partes[parte]?.perguntas.some((p) => comErro.includes(p))) return;
    const i = tela.partes.findIndex((x) => x.perguntas.some((p) => comErro.includes(p)));
    if (i >= 0) setParte(i);
  }, [erros, tela, parte]);
  if (!tela) return loading ? <LinearProgress aria-label="Carregando" sx={{ m: 2 }} /> : null;
  const atual = tela.partes[parte];
  const ultima = parte === tela.partes.length - 1;
  const perguntas = (tela.questionario?.perguntas ?? []).filter((p) => atual?.perguntas.includes(p.id));

  async function enviar(concluir: boolean) {
    // a part sends its own answers (the server adds them to the saved ones); 'Concluir' sends them all
    const daParte = new Set(atual?.perguntas ?? []);
    const corpo = {
      respostas: concluir ? folha.respostas : folha.respostas.filter((r) => daParte.has(r.perguntaId)),
      respondidoParcialmente: !concluir,
    };
    await conferirEEnviarFolha({
      perguntas: concluir ? tela!.questionario?.perguntas : perguntas,
      corpo,
      setErros,
      setEnviando,
      async enviar() {
        await chamar(`/pesquisa/respostas/${id}`, { method: 'POST', body: corpo });
        if (concluir) {
          notifySuccess('Pesquisa respondida. Obrigado!');
          navigate('/pesquisa/colaborador-questionario');
        } else {
          notifySuccess('Respostas salvas.');
          if (!ultima) setParte(parte + 1);
        }
      },
    });
  }

  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={tela.pesquisa.titulo} />
      <Typography variant="h5" component="h1">
        {tela.pesquisa.titulo}
      </Typography>
      <Typography sx={{ mb: 1 }}>Responda até {formatDate(tela.pesquisa.dataFim)}</Typography>
      {tela.pesquisa.cabecalho && (
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{tela.pesquisa.cabecalho}</Typography>
      )}
      {tela.pesquisa.anonima && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pesquisa anônima: ao concluir, as suas respostas são gravadas sem o seu nome, e nem o RH pode
          ligá-las a você.
        </Alert>
      )}
      {tela.motivo && (
        <Alert severity={tela.participacao.respondida ? 'success' : 'warning'} sx={{ mb: 2 }}>
          {tela.motivo}
        </Alert>
      )}
      {atual && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={atual.titulo}>
          <Typography variant="h6" component="h2">
            {atual.titulo}
            {atual.aspecto ? ` — ${atual.aspecto.nome}` : ''}
          </Typography>
          <FormularioRespostas perguntas={perguntas} valor={folha} onChange={setFolha} erros={erros} />
        </Paper>
      )}
      {tela.podeResponder && atual && (
        <Stack direction="row" spacing={1}>
          {parte > 0 && (
            <Button onClick={() => setParte(parte - 1)} disabled={enviando}>
              Anterior
            </Button>
          )}
          {!ultima && (
            <Button variant="contained" onClick={() => enviar(false)} disabled={enviando}>
              Salvar e continuar
            </Button>
          )}
          {ultima && (
            <>
              <Button onClick={() => enviar(false)} disabled={enviando}>
                Salvar para continuar depois
              </Button>
              <Button variant="contained" onClick={() => enviar(true)} disabled={enviando}>
                Concluir
              </Button>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
