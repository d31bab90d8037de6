// Include or change a question of a questionnaire (spec §3 Question, §5): text, type, aspect, options with weights
// (or a set of options already used in the company), note range, demanded comment (pre-filled with the spec's
// 'Justifique a sua resposta:'), weight and the two obligatory marks. The server's field errors show under the
// fields; nothing is lost when saving fails.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { COMENTARIO_PADRAO } from '../../shared/questionario/regras.ts';
import type { Aspecto, Opcao, Pergunta } from '../../shared/questionario/tipos.ts';
import { fieldErrorsOf } from '../providers/errorHandler.ts';
import { chamar } from './api.ts';

export const TIPOS = { 1: 'Objetiva', 3: 'Subjetiva', 4: 'Nota', 5: 'Múltipla Escolha' } as const;

type Rascunho = Omit<Partial<Pergunta>, 'respostas'> & { respostas: Partial<Opcao>[] };
type Sugestao = { respostas: { texto: string; peso: number }[]; usos: number };

export function DialogoPergunta(props: {
  base: string;
  pergunta?: Pergunta;
  aspectos: Aspecto[];
  sugestoes: Sugestao[];
  onClose(salvou: boolean): void;
}) {
  const { base, pergunta, aspectos, sugestoes, onClose } = props;
  const [p, setP] = useState<Rascunho>(
    pergunta
      ? { ...pergunta, respostas: pergunta.respostas }
      : {
          tipo: 1,
          peso: 1,
          respostas: [{ texto: '', peso: 1 }],
          comentario: COMENTARIO_PADRAO,
          exigirComentario: false,
        },
  );
  const [erros, setErros] = useState<Record<string, string>>({});
  const [gravando, setGravando] = useState(false);
  const set = (m: Partial<Rascunho>) => setP((x) => ({ ...x, ...m }));
  const comOpcoes = p.tipo === 1 || p.tipo === 5;

  async function salvar() {
    setGravando(true);
    const corpo = {
      texto: p.texto,
      tipo: p.tipo,
      ...(p.aspecto ? { aspecto: { id: p.aspecto.id } } : {}),
      respostas: comOpcoes
        ? p.respostas.map((o) => ({ ...(o.id ? { id: o.id } : {}), texto: o.texto, peso: o.peso ?? 1 }))
        : [],
      ...(p.tipo === 4 ? { notaMinima: p.notaMinima, notaMaxima: p.notaMaxima } : {}),
      exigirComentario: !!p.exigirComentario,
      ...(p.exigirComentario ? { comentario: p.comentario } : {}),
      peso: p.peso,
      obrigatoria: !!p.obrigatoria,
      obrigatoriaAutoavaliacao: !!p.obrigatoriaAutoavaliacao,
      ...(pergunta ? { ordem: pergunta.ordem } : {}),
    };
    try {
      await chamar(pergunta ? `${base}/perguntas/${pergunta.id}` : `${base}/perguntas`, {
        method: pergunta ? 'PUT' : 'POST',
        body: corpo,
      });
      onClose(true);
    } catch (e) {
      setErros(fieldErrorsOf(e));
    } finally {
      setGravando(false);
    }
  }

  const erro = (campo: string) => ({ error: !!erros[campo], helperText: erros[campo] });
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="md" fullWidth aria-labelledby="dialogo-pergunta">
      <DialogTitle id="dialogo-pergunta">{pergunta ? 'Alterar pergunta' : 'Nova pergunta'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Pergunta"
            required
            multiline
            minRows={2}
            value={p.texto ?? ''}
            onChange={(e) => set({ texto: e.target.value })}
            {...erro('texto')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Tipo"
              value={p.tipo}
              onChange={(e) => set({ tipo: Number(e.target.value) as Pergunta['tipo'] })}
              sx={{ minWidth: 200 }}
              {...erro('tipo')}
            >
              {Object.entries(TIPOS).map(([v, l]) => (
                <MenuItem key={v} value={Number(v)}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Aspecto"
              value={p.aspecto?.id ?? ''}
              onChange={(e) => set({ aspecto: aspectos.find((a) => a.id === Number(e.target.value)) })}
              sx={{ minWidth: 240 }}
              {...erro('aspecto')}
            >
              <MenuItem value="">Sem aspecto</MenuItem>
              {aspectos.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.nome}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Peso"
              type="number"
              value={p.peso ?? ''}
              onChange={(e) => set({ peso: Number(e.target.value) })}
              sx={{ width: 120 }}
              {...erro('peso')}
            />
          </Stack>
          {comOpcoes && (
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                Opções de resposta
              </Typography>
              {sugestoes.length > 0 && (
                <TextField
                  select
                  size="small"
                  label="Usar opções já usadas"
                  value=""
                  onChange={(e) =>
                    set({ respostas: sugestoes[Number(e.target.value)]!.respostas.map((o) => ({ ...o })) })
                  }
                >
                  {sugestoes.map((s, i) => (
                    <MenuItem key={s.respostas.map((o) => o.texto).join('|')} value={i}>
                      {s.respostas.map((o) => `${o.texto} (${o.peso})`).join(' · ')}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {p.respostas.map((o, i) => (
                <Stack key={o.id ?? `n${i}`} direction="row" spacing={1} alignItems="flex-start">
                  <TextField
                    size="small"
                    label={`Opção ${i + 1}`}
                    value={o.texto ?? ''}
                    onChange={(e) =>
                      set({
                        respostas: p.respostas.map((x, k) => (k === i ? { ...x, texto: e.target.value } : x)),
                      })
                    }
                    sx={{ flex: 1 }}
                    {...erro(`respostas.${i}.texto`)}
                  />
                  <TextField
                    size="small"
                    type="number"
                    label="Peso"
                    value={o.peso ?? 1}
                    onChange={(e) =>
                      set({
                        respostas: p.respostas.map((x, k) =>
                          k === i ? { ...x, peso: Number(e.target.value) } : x,
                        ),
                      })
                    }
                    sx={{ width: 100 }}
                  />
                  <IconButton
                    aria-label={`Remover opção ${i + 1}`}
                    onClick={() => set({ respostas: p.respostas.filter((_, k) => k !== i) })}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
              {erros.respostas && (
                <Typography color="error" variant="caption">
                  {erros.respostas}
                </Typography>
              )}
              <Button
                startIcon={<AddIcon />}
                onClick={() => set({ respostas: [...p.respostas, { texto: '', peso: 1 }] })}
                sx={{ alignSelf: 'flex-start' }}
              >
                Adicionar opção
              </Button>
            </Stack>
          )}
          {p.tipo === 4 && (
            <Stack direction="row" spacing={2}>
              <TextField
                label="Nota mínima"
                type="number"
                value={p.notaMinima ?? ''}
                placeholder="1"
                onChange={(e) =>
                  set({ notaMinima: e.target.value === '' ? undefined : Number(e.target.value) })
                }
                {...erro('notaMinima')}
              />
              <TextField
                label="Nota máxima"
                type="number"
                value={p.notaMaxima ?? ''}
                placeholder="10"
                onChange={(e) =>
                  set({ notaMaxima: e.target.value === '' ? undefined : Number(e.target.value) })
                }
                {...erro('notaMaxima')}
              />
            </Stack>
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={!!p.exigirComentario}
                onChange={(e) => set({ exigirComentario: e.target.checked })}
              />
            }
            label="Exigir comentário"
          />
          {p.exigirComentario && (
            <TextField
              label="Texto do comentário"
              value={p.comentario ?? ''}
              onChange={(e) => set({ comentario: e.target.value })}
              {...erro('comentario')}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!p.obrigatoria}
                  onChange={(e) => set({ obrigatoria: e.target.checked })}
                />
              }
              label="Obrigatória ao avaliar outro talento"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!p.obrigatoriaAutoavaliacao}
                  onChange={(e) => set({ obrigatoriaAutoavaliacao: e.target.checked })}
                />
              }
              label="Obrigatória na autoavaliação"
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancelar</Button>
        <Button variant="contained" onClick={salvar} disabled={gravando}>
          Gravar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
