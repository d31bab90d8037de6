// 'Incluir candidatos': search the company's candidates by name or by words of the CV (full text), leaving
// out those already in this request and those already hired (GET …/:id/candidatos-para-incluir); with CV
// words the most relevant CVs come first, each with the line of its CV where the words are (marked); tick
// several (the choice survives new searches); 'Incluir' puts them all at screening in one call
// (POST …/candidatos-solicitacao/lote).
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { TEXT } from '../../generic/messages.ts';
import { notifyError, notifySuccess } from '../../providers/errorHandler.ts';
import { apiFetch } from '../../providers/http.ts';

const POR_PAGINA = 20;
type Trecho = { texto: string; destaques: [number, number][] };
type Candidato = { id: number; nome: string; trecho?: Trecho | null };
type Pagina = { content: Candidato[]; totalElements: number; ordem: 'relevancia' | 'nome' };

/** The CV's line with the words found in <mark>. */
function LinhaDoCurriculo({ trecho, id }: { trecho: Trecho; id: string }) {
  const partes: ReactNode[] = [];
  let de = 0;
  for (const [a, z] of trecho.destaques) {
    if (a > de) partes.push(trecho.texto.slice(de, a));
    partes.push(<mark key={a}>{trecho.texto.slice(a, z)}</mark>);
    de = z;
  }
  if (de < trecho.texto.length) partes.push(trecho.texto.slice(de));
  return (
    <Typography
      id={id}
      variant="body2"
      color="text.secondary"
      sx={{ ml: 4, mt: -0.5, mb: 0.5, '& mark': { bgcolor: 'warning.light', color: 'inherit', px: 0.25 } }}
    >
      {partes}
    </Typography>
  );
}
type Busca = { nome: string; curriculo: string };

export function IncluirCandidatosDialog({
  solicitacaoId,
  onClose,
}: {
  solicitacaoId: number;
  /** `incluidos`: how many entered (the board is read again) */
  onClose(incluidos?: number): void;
}) {
  const titleId = useId();
  const [digitado, setDigitado] = useState<Busca>({ nome: '', curriculo: '' });
  const [busca, setBusca] = useState<Busca>({ nome: '', curriculo: '' });
  const [achados, setAchados] = useState<Candidato[]>([]);
  const [total, setTotal] = useState(0);
  const [ordem, setOrdem] = useState<Pagina['ordem']>('nome');
  const [pagina, setPagina] = useState(0);
  const [carregando, setCarregando] = useState(false);
  const [marcados, setMarcados] = useState<Map<number, string>>(new Map());
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setCarregando(true);
    apiFetch<Pagina>(`/captacao/solicitacoes-pessoal/${solicitacaoId}/candidatos-para-incluir`, {
      query: {
        page: pagina,
        size: POR_PAGINA,
        nome: busca.nome.trim(),
        curriculo: busca.curriculo.trim(),
      },
      signal: controller.signal,
    }).then(
      (res) => {
        setAchados((antes) => (pagina === 0 ? res.content : [...antes, ...res.content]));
        setTotal(res.totalElements);
        setOrdem(res.ordem);
        setCarregando(false);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        notifyError(e);
        setCarregando(false);
      },
    );
    return () => controller.abort();
  }, [busca, pagina, solicitacaoId]);

  const pesquisar = (e: FormEvent) => {
    e.preventDefault();
    setPagina(0);
    setBusca({ ...digitado });
  };
  const alternar = (c: Candidato) =>
    setMarcados((m) => {
      const novo = new Map(m);
      if (novo.has(c.id)) novo.delete(c.id);
      else novo.set(c.id, c.nome);
      return novo;
    });
  const incluir = async () => {
    setEnviando(true);
    try {
      const criados = await apiFetch<unknown[]>('/captacao/candidatos-solicitacao/lote', {
        method: 'POST',
        query: { solicitacaoId },
        body: { candidatosIds: [...marcados.keys()] },
      });
      notifySuccess(`${criados.length} candidato(s) incluído(s) na triagem.`);
      onClose(criados.length);
    } catch (e) {
      notifyError(e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Incluir candidatos</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={pesquisar} aria-label="Pesquisar candidatos" sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              fullWidth
              label="Nome"
              value={digitado.nome}
              onChange={(e) => setDigitado((d) => ({ ...d, nome: e.target.value }))}
            />
            <TextField
              size="small"
              fullWidth
              label="Palavras do currículo"
              value={digitado.curriculo}
              onChange={(e) => setDigitado((d) => ({ ...d, curriculo: e.target.value }))}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Button type="submit" variant="outlined">
              {TEXT.search}
            </Button>
          </Stack>
        </Box>
        {marcados.size > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1.5 }} aria-label="Selecionados">
            {[...marcados].map(([id, nome]) => (
              <Chip key={id} size="small" label={nome} onDelete={() => alternar({ id, nome })} />
            ))}
          </Stack>
        )}
        <Box sx={{ mt: 1.5, minHeight: 4 }}>{carregando && <LinearProgress aria-label={TEXT.loading} />}</Box>
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {carregando && achados.length === 0
            ? ''
            : total === 0
              ? 'Nenhum candidato encontrado fora desta solicitação.'
              : `${total} candidato(s) encontrado(s).`}
        </Typography>
        {total > 0 && busca.curriculo.trim() !== '' && (
          <Typography variant="caption" color="text.secondary" component="p">
            {ordem === 'relevancia'
              ? 'Os currículos que mais falam dessas palavras vêm primeiro.'
              : 'Muitos currículos têm essas palavras: em ordem de nome. Acrescente palavras para ordenar por relevância.'}
          </Typography>
        )}
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {achados.map((c) => (
            <li key={c.id}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={marcados.has(c.id)}
                    onChange={() => alternar(c)}
                    slotProps={{
                      input: c.trecho ? { 'aria-describedby': `${titleId}-trecho-${c.id}` } : {},
                    }}
                  />
                }
                label={c.nome}
              />
              {c.trecho && <LinhaDoCurriculo trecho={c.trecho} id={`${titleId}-trecho-${c.id}`} />}
            </li>
          ))}
        </Stack>
        {achados.length < total && (
          <Button size="small" disabled={carregando} onClick={() => setPagina((p) => p + 1)}>
            Carregar mais
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{TEXT.cancel}</Button>
        <Button variant="contained" disabled={marcados.size === 0 || enviando} onClick={incluir}>
          Incluir{marcados.size > 0 ? ` (${marcados.size})` : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
