// 'Avaliar': the recruiter answers one of the request's candidate evaluation models about this candidate,
// with the shared answering form of the questionnaire engine. The models come with the candidate's sheet (if
// any): an answered one opens with its answers to review or change; 'Salvar para continuar depois' keeps a
// draft; 'Concluir' checks with the same rules as the server first. A sheet the candidate sent from the portal
// opens read-only: it is theirs.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { formatDate } from '../../../shared/br/format.ts';
import type { FolhaEnviada, Questionario } from '../../../shared/questionario/tipos.ts';
import { notifySuccess } from '../../providers/errorHandler.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { chamar } from '../../questionario/api.ts';
import { conferirEEnviarFolha } from '../../questionario/enviarFolha.ts';
import { FormularioRespostas } from '../../questionario/FormularioRespostas.tsx';
import type { Cartao } from './quadro.ts';

type Modelo = {
  id: number;
  titulo: string;
  folhaId: string | null;
  concluida: boolean | null;
  nota: number | null;
  respondidaEm: string | null;
  avaliador: { nome: string } | null;
  respondidaPeloCandidato: boolean;
};

const situacaoDa = (m: Modelo) =>
  m.folhaId === null
    ? 'Não respondida'
    : `${m.concluida ? 'Concluída' : 'Em andamento'}${m.nota === null ? '' : ` · nota ${m.nota}`}${
        m.respondidaPeloCandidato
          ? ' · respondida pelo candidato no portal'
          : m.avaliador
            ? ` · ${m.avaliador.nome}`
            : ''
      }${m.respondidaEm ? ` · ${formatDate(m.respondidaEm.slice(0, 10))}` : ''}`;

export function AvaliarCandidatoDialog({
  cartao,
  solicitacaoId,
  onFechar,
}: {
  cartao: Cartao;
  solicitacaoId: number;
  onFechar(): void;
}) {
  const titulo = useId();
  const { data: modelos, loading } = useApiGet<Modelo[]>(
    `/captacao/candidatos-solicitacao/${cartao.id}/avaliacoes`,
  );
  const [modelo, setModelo] = useState<Modelo>();
  const unico = modelos?.length === 1 ? modelos[0] : undefined;
  useEffect(() => {
    if (unico) setModelo(unico);
  }, [unico]);
  return (
    <Dialog open onClose={onFechar} aria-labelledby={titulo} maxWidth="md" fullWidth>
      <DialogTitle id={titulo}>
        Avaliar {cartao.candidato.nome}
        {modelo ? ` · ${modelo.titulo}` : ''}
      </DialogTitle>
      {!modelos && loading && <LinearProgress aria-label="Carregando" />}
      {modelos && !modelo && (
        <>
          <DialogContent>
            {modelos.length === 0 ? (
              <Alert severity="info">
                Esta solicitação não tem modelos de avaliação de candidato. Escolha-os no campo Avaliações da
                solicitação.
              </Alert>
            ) : (
              <List aria-label="Modelos de avaliação">
                {modelos.map((m) => (
                  <ListItemButton key={m.id} onClick={() => setModelo(m)}>
                    <ListItemText primary={m.titulo} secondary={situacaoDa(m)} />
                  </ListItemButton>
                ))}
              </List>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onFechar}>Fechar</Button>
          </DialogActions>
        </>
      )}
      {modelo && (
        <Respostas cartao={cartao} solicitacaoId={solicitacaoId} modelo={modelo} onFechar={onFechar} />
      )}
    </Dialog>
  );
}

function Respostas({
  cartao,
  solicitacaoId,
  modelo,
  onFechar,
}: {
  cartao: Cartao;
  solicitacaoId: number;
  modelo: Modelo;
  onFechar(): void;
}) {
  const { data: questionario } = useApiGet<Questionario>(
    `/captacao/modelos-avaliacao-candidato/${modelo.id}/questionario`,
  );
  const [folha, setFolha] = useState<FolhaEnviada>({ respostas: [] });
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    if (modelo.folhaId === null) return;
    chamar<FolhaEnviada>(`/captacao/candidatos-solicitacao/${cartao.id}/avaliacoes/${modelo.id}`).then(
      (f) => setFolha({ respostas: f.respostas, observacao: f.observacao }),
      () => undefined,
    );
  }, [cartao.id, modelo]);
  if (!questionario) return <LinearProgress aria-label="Carregando" />;
  const doCandidato = modelo.respondidaPeloCandidato;

  async function enviar(parcial: boolean) {
    const corpo = { ...folha, respondidoParcialmente: parcial };
    await conferirEEnviarFolha({
      perguntas: questionario!.perguntas,
      corpo,
      setErros,
      setEnviando,
      async enviar() {
        // answered from the card: it belongs to the candidate's current move
        const movimentacao = cartao.ultimaMovimentacao
          ? `&historicoCandidatoId=${cartao.ultimaMovimentacao.id}`
          : '';
        await chamar(
          `/captacao/candidatos/${cartao.candidato.id}/avaliacoes/${modelo.id}?solicitacaoId=${solicitacaoId}${movimentacao}`,
          { method: 'POST', body: corpo },
        );
        notifySuccess(parcial ? 'Avaliação salva para continuar depois.' : 'Avaliação concluída.');
        onFechar();
      },
    });
  }

  return (
    <>
      <DialogContent>
        {doCandidato && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Respondida pelo candidato no portal: as respostas são dele e não podem ser alteradas.
          </Alert>
        )}
        {questionario.perguntas.length === 0 ? (
          <Alert severity="info">Este modelo ainda não tem perguntas.</Alert>
        ) : (
          <FormularioRespostas
            perguntas={questionario.perguntas}
            valor={folha}
            onChange={setFolha}
            erros={erros}
            somenteLeitura={doCandidato}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>{doCandidato ? 'Fechar' : 'Cancelar'}</Button>
        {!doCandidato && (
          <BotoesEnvio enviando={enviando} vazio={questionario.perguntas.length === 0} enviar={enviar} />
        )}
      </DialogActions>
    </>
  );
}

function BotoesEnvio({
  enviando,
  vazio,
  enviar,
}: {
  enviando: boolean;
  vazio: boolean;
  enviar(parcial: boolean): void;
}) {
  return (
    <>
      <Button onClick={() => enviar(true)} disabled={enviando}>
        Salvar para continuar depois
      </Button>
      <Button variant="contained" onClick={() => enviar(false)} disabled={enviando || vazio}>
        Concluir
      </Button>
    </>
  );
}
