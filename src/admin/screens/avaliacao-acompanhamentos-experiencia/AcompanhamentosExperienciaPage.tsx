// '/avaliacao/acompanhamentos-periodos-experiencia': who is due an experience-period follow-up and when
// (admission date + the period's days), by forecast date, with what has been answered; 'Responder' opens
// the period's model in the shared answering form (a draft can be kept), 'Imprimir' the answered one in PDF.
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Title } from 'react-admin';
import { formatDate } from '../../../shared/br/format.ts';
import type { FolhaEnviada, Questionario, Resposta } from '../../../shared/questionario/tipos.ts';
import { DateInput } from '../../generic/form/widgets/DateInput.tsx';
import { notifySuccess } from '../../providers/errorHandler.ts';
import { toServerDate } from '../../providers/serverTime.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { baixar, chamar } from '../../questionario/api.ts';
import { conferirEEnviarFolha } from '../../questionario/enviarFolha.ts';
import { FormularioRespostas } from '../../questionario/FormularioRespostas.tsx';

const BASE = '/avaliacao/acompanhamentos-periodos-experiencia';

type Previsto = {
  colaborador: { id: number; nome: string };
  dataAdmissao: string;
  area: string | null;
  cargo: string | null;
  periodo: { id: number; nome: string; dias: number };
  dataPrevista: string;
  modelo: { id: number; titulo: string } | null;
  acompanhamento: {
    id: string;
    concluido: boolean;
    nota: number | null;
    aprovado: boolean | null;
  } | null;
};

const somaDias = (data: Date, dias: number) => toServerDate(new Date(data.getTime() + dias * 86_400_000));

function situacaoDe(p: Previsto) {
  const a = p.acompanhamento;
  if (!a) return <Chip size="small" variant="outlined" label="Não respondido" />;
  if (!a.concluido) return <Chip size="small" color="warning" label="Em andamento" />;
  const resultado = a.aprovado === null ? '' : a.aprovado ? ' · aprovado' : ' · reprovado';
  return (
    <Chip
      size="small"
      color={a.aprovado === false ? 'error' : 'success'}
      label={`Concluído${a.nota === null ? '' : ` · nota ${a.nota}`}${resultado}`}
    />
  );
}

export function AcompanhamentosExperienciaPage() {
  const hoje = new Date();
  const [filtro, setFiltro] = useState({
    dataIni: somaDias(hoje, -30),
    dataFim: somaDias(hoje, 30),
    nome: '',
    situacao: 'TODAS',
  });
  const [respondendo, setRespondendo] = useState<Previsto>();
  const { data, loading, reload } = useApiGet<Previsto[]>(`${BASE}/talentos`, {
    dataIni: filtro.dataIni || undefined,
    dataFim: filtro.dataFim || undefined,
    nome: filtro.nome.trim() || undefined,
    situacao: filtro.situacao,
  });
  const campo = (nome: keyof typeof filtro) => ({
    value: filtro[nome],
    onChange: (e: { target: { value: string } }) => setFiltro((f) => ({ ...f, [nome]: e.target.value })),
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Acompanhamento do Período de Experiência" />
      <Typography variant="h5" component="h1" gutterBottom>
        Acompanhamento do Período de Experiência
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, flexWrap: 'wrap' }}
        component="form"
        aria-label="Filtro"
      >
        <DateInput
          size="small"
          label="Previstos a partir de"
          completeOnly
          value={filtro.dataIni}
          onChange={(v) => campo('dataIni').onChange({ target: { value: v ?? '' } })}
        />
        <DateInput
          size="small"
          label="Previstos até"
          completeOnly
          value={filtro.dataFim}
          onChange={(v) => campo('dataFim').onChange({ target: { value: v ?? '' } })}
        />
        <TextField size="small" label="Nome do talento" {...campo('nome')} />
        <TextField size="small" select label="Situação" {...campo('situacao')} sx={{ minWidth: 200 }}>
          <MenuItem value="TODAS">Todas</MenuItem>
          <MenuItem value="NAO_RESPONDIDAS">Não respondidas</MenuItem>
          <MenuItem value="RESPONDIDAS">Respondidas</MenuItem>
        </TextField>
      </Stack>
      {loading && <LinearProgress aria-label="Carregando" />}
      {data && data.length === 0 && (
        <Typography role="status">Nenhum acompanhamento previsto no período.</Typography>
      )}
      {data && data.length > 0 && (
        <Table size="small" aria-label="Acompanhamentos previstos">
          <TableHead>
            <TableRow>
              <TableCell>Data prevista</TableCell>
              <TableCell>Talento</TableCell>
              <TableCell>Cargo</TableCell>
              <TableCell>Área</TableCell>
              <TableCell>Admissão</TableCell>
              <TableCell>Período</TableCell>
              <TableCell>Modelo</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell>Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((p) => (
              <TableRow key={`${p.colaborador.id}-${p.periodo.id}`}>
                <TableCell>{formatDate(p.dataPrevista)}</TableCell>
                <TableCell>{p.colaborador.nome}</TableCell>
                <TableCell>{p.cargo ?? '—'}</TableCell>
                <TableCell>{p.area ?? '—'}</TableCell>
                <TableCell>{formatDate(p.dataAdmissao)}</TableCell>
                <TableCell>{p.periodo.nome}</TableCell>
                <TableCell>{p.modelo?.titulo ?? 'Nenhum modelo configurado'}</TableCell>
                <TableCell>{situacaoDe(p)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      disabled={!p.modelo}
                      onClick={() => setRespondendo(p)}
                      aria-label={`Responder ${p.periodo.nome} de ${p.colaborador.nome}`}
                    >
                      {p.acompanhamento ? 'Abrir' : 'Responder'}
                    </Button>
                    {p.acompanhamento?.concluido && (
                      <Button
                        size="small"
                        aria-label={`Imprimir ${p.periodo.nome} de ${p.colaborador.nome}`}
                        onClick={() =>
                          baixar(`${BASE}/imprimir-avaliacao-respondida`, {
                            method: 'POST',
                            body: { colaboradorId: p.colaborador.id, periodoExperienciaId: p.periodo.id },
                          })
                        }
                      >
                        Imprimir
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {respondendo && (
        <ResponderDialog
          previsto={respondendo}
          onFechar={(gravou) => {
            setRespondendo(undefined);
            if (gravou) reload();
          }}
        />
      )}
    </Box>
  );
}

type Aberto = { questionario: Questionario; respostas: Resposta[]; observacao?: string };

function ResponderDialog({ previsto, onFechar }: { previsto: Previsto; onFechar(gravou: boolean): void }) {
  const titulo = useId();
  const [aberto, setAberto] = useState<Aberto>();
  const [folha, setFolha] = useState<FolhaEnviada>({ respostas: [] });
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const [falhou, setFalhou] = useState(false);
  const talento = `${BASE}/talentos/${previsto.colaborador.id}/colaboradores-questionarios`;
  const existente = previsto.acompanhamento?.id;
  const modeloId = previsto.modelo?.id;
  useEffect(() => {
    const ler: Promise<Aberto> = existente
      ? chamar<Aberto>(`${talento}/${existente}`)
      : chamar<Questionario>(`/avaliacao/modelos-avaliacao/${modeloId}/questionario`).then((q) => ({
          questionario: q,
          respostas: [],
        }));
    // a failure is already reported by chamar; the dialog says it and can be closed
    ler.then(
      (a) => {
        setAberto(a);
        setFolha({ respostas: a.respostas, observacao: a.observacao });
      },
      () => setFalhou(true),
    );
  }, [existente, talento, modeloId]);

  async function enviar(parcial: boolean) {
    if (!aberto) return;
    const corpo = { ...folha, respondidoParcialmente: parcial };
    await conferirEEnviarFolha({
      perguntas: aberto.questionario.perguntas,
      corpo,
      setErros,
      setEnviando,
      async enviar() {
        await chamar(existente ? `${talento}/${existente}` : talento, {
          method: existente ? 'PUT' : 'POST',
          body: {
            ...corpo,
            periodoExperienciaId: previsto.periodo.id,
            modeloAvaliacaoId: previsto.modelo!.id,
          },
        });
        notifySuccess(parcial ? 'Acompanhamento salvo para continuar depois.' : 'Acompanhamento concluído.');
        onFechar(true);
      },
    });
  }

  return (
    <Dialog open onClose={() => onFechar(false)} aria-labelledby={titulo} maxWidth="md" fullWidth>
      <DialogTitle id={titulo}>
        {previsto.periodo.nome} de {previsto.colaborador.nome}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {previsto.modelo?.titulo} · previsto para {formatDate(previsto.dataPrevista)} · admissão em{' '}
          {formatDate(previsto.dataAdmissao)}
        </Typography>
        {falhou ? (
          <Typography role="alert">Não foi possível abrir o acompanhamento.</Typography>
        ) : !aberto ? (
          <LinearProgress aria-label="Carregando" />
        ) : (
          <FormularioRespostas
            perguntas={aberto.questionario.perguntas}
            valor={folha}
            onChange={setFolha}
            erros={erros}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onFechar(false)}>Cancelar</Button>
        <Button onClick={() => enviar(true)} disabled={enviando || !aberto}>
          Salvar para continuar depois
        </Button>
        <Button variant="contained" onClick={() => enviar(false)} disabled={enviando || !aberto}>
          Concluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
