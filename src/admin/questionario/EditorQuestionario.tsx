// The questionnaire of a model record, below its form (any register that declares x-resource.questionario):
// aspects (add, rename, remove), questions in order — dragged with the mouse or moved with the keyboard (focus the
// handle, Space, arrows, Space) —, a question dialog, random order, print and clone. docs/avaliacao.md.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Pergunta, Questionario } from '../../shared/questionario/tipos.ts';
import { notifySuccess } from '../providers/errorHandler.ts';
import { useApiGet } from '../providers/useApiGet.ts';
import { baixar, chamar } from './api.ts';
import { DialogoPergunta, TIPOS } from './DialogoPergunta.tsx';

export function EditorQuestionario({ cadastro, modeloId }: { cadastro: string; modeloId: number }) {
  const base = `/${cadastro}/${modeloId}`;
  const { data: q, reload, loading } = useApiGet<Questionario>(`${base}/questionario`);
  const { data: respondidas } = useApiGet<{ quantidade: number }>(
    `${base}/perguntas/quantidade-perguntas-respondidas`,
  );
  const { data: sugestoes } = useApiGet<{ respostas: { texto: string; peso: number }[]; usos: number }[]>(
    `${base}/perguntas/respostas-sugeridas`,
  );
  const [editando, setEditando] = useState<Pergunta | 'nova'>();
  const [novoAspecto, setNovoAspecto] = useState('');
  const [ordem, setOrdem] = useState<number[]>();
  const navigate = useNavigate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (!q) return loading ? <LinearProgress aria-label="Carregando questionário" sx={{ m: 2 }} /> : null;
  const perguntas = ordem
    ? ordem.map((id) => q.perguntas.find((p) => p.id === id)!).filter(Boolean)
    : q.perguntas;

  const depois = (f: () => Promise<unknown>, mensagem?: string) => async () => {
    try {
      await f();
      if (mensagem) notifySuccess(mensagem);
    } catch {
      // already reported
    }
    setOrdem(undefined);
    reload();
  };

  async function soltar(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const ids = perguntas.map((p) => p.id);
    const para = ids.indexOf(Number(e.over.id));
    const movida = ids.filter((id) => id !== Number(e.active.id));
    movida.splice(para, 0, Number(e.active.id));
    setOrdem(movida);
    await depois(() =>
      chamar(`${base}/perguntas/${e.active.id}/ordem`, { method: 'PATCH', body: { ordem: para + 1 } }),
    )();
  }

  return (
    <Paper variant="outlined" sx={{ m: 2, p: 2 }} component="section" aria-labelledby="titulo-questionario">
      <Typography id="titulo-questionario" variant="h6" component="h2">
        Questionário
      </Typography>
      {!!respondidas?.quantidade && (
        <Alert severity="info" sx={{ my: 1 }}>
          {respondidas.quantidade} pergunta(s) já têm respostas: tipo, peso e opções delas não mudam mais
          (altere textos e ordem, ou clone o questionário).
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Aspectos
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }} useFlexGap>
        {q.aspectos.map((a) => (
          <Chip
            key={a.id}
            label={a.nome}
            onDelete={depois(
              () => chamar(`${base}/aspectos/${a.id}`, { method: 'DELETE' }),
              'Aspecto excluído.',
            )}
            deleteIcon={<DeleteIcon aria-label={`Excluir aspecto ${a.nome}`} />}
          />
        ))}
        <TextField
          size="small"
          label="Novo aspecto"
          value={novoAspecto}
          onChange={(e) => setNovoAspecto(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void depois(() =>
                chamar(`${base}/aspectos`, { method: 'POST', body: { nome: novoAspecto } }).then(() =>
                  setNovoAspecto(''),
                ),
              )();
            }
          }}
        />
        <Button
          startIcon={<AddIcon />}
          onClick={depois(() =>
            chamar(`${base}/aspectos`, { method: 'POST', body: { nome: novoAspecto } }).then(() =>
              setNovoAspecto(''),
            ),
          )}
        >
          Incluir aspecto
        </Button>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 2, mb: 1, flexWrap: 'wrap' }}
        useFlexGap
        alignItems="center"
      >
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          Perguntas ({q.perguntas.length})
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
          Nova pergunta
        </Button>
        <Button
          onClick={depois(() => chamar(`${base}/ordem-aleatoria`, { method: 'POST' }), 'Ordem sorteada.')}
        >
          Ordem aleatória
        </Button>
        <Button onClick={() => baixar(`${base}/relatorio`)}>Imprimir</Button>
        <Button
          onClick={async () => {
            const [clone] = await chamar<{ id: number }[]>(base, { method: 'POST' }).catch(() => []);
            if (clone) {
              notifySuccess('Questionário clonado.');
              navigate(`/${cadastro}/${clone.id}`);
            }
          }}
        >
          Clonar
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" id="ajuda-ordem">
        Para mudar a ordem, arraste pela alça, ou foque a alça e use Espaço, as setas e Espaço de novo.
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={soltar}
        accessibility={{
          screenReaderInstructions: {
            draggable: 'Espaço pega a pergunta; setas movem; Espaço solta; Esc cancela.',
          },
          announcements: {
            onDragStart: ({ active }) =>
              `Pergunta ${perguntas.findIndex((p) => p.id === active.id) + 1} pega.`,
            onDragOver: ({ over }) =>
              over ? `Sobre a posição ${perguntas.findIndex((p) => p.id === over.id) + 1}.` : '',
            onDragEnd: ({ over }) =>
              over
                ? `Pergunta solta na posição ${perguntas.findIndex((p) => p.id === over.id) + 1}.`
                : 'Cancelado.',
            onDragCancel: () => 'Cancelado.',
          },
        }}
      >
        <SortableContext items={perguntas.map((p) => p.id)} strategy={verticalListSortingStrategy}>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Perguntas">
            {perguntas.map((p, i) => (
              <LinhaPergunta
                key={p.id}
                pergunta={p}
                numero={i + 1}
                onEditar={() => setEditando(p)}
                onExcluir={depois(
                  () => chamar(`${base}/perguntas/${p.id}`, { method: 'DELETE' }),
                  'Pergunta excluída.',
                )}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {editando && (
        <DialogoPergunta
          base={base}
          pergunta={editando === 'nova' ? undefined : editando}
          aspectos={q.aspectos}
          sugestoes={sugestoes ?? []}
          onClose={(salvou) => {
            setEditando(undefined);
            if (salvou) {
              notifySuccess('Pergunta gravada.');
              setOrdem(undefined);
              reload();
            }
          }}
        />
      )}
    </Paper>
  );
}

function LinhaPergunta(props: { pergunta: Pergunta; numero: number; onEditar(): void; onExcluir(): void }) {
  const { pergunta: p, numero, onEditar, onExcluir } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: p.id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.hover' : undefined,
      }}
    >
      <IconButton
        size="small"
        aria-label={`Mover pergunta ${numero}`}
        {...attributes}
        aria-describedby="ajuda-ordem"
        {...listeners}
        sx={{ cursor: 'grab' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Typography sx={{ width: 32 }}>{numero}.</Typography>
      <Box sx={{ flex: 1 }}>
        <Typography>{p.texto}</Typography>
        <Typography variant="caption" color="text.secondary">
          {TIPOS[p.tipo]} · peso {p.peso}
          {p.aspecto ? ` · ${p.aspecto.nome}` : ''}
          {p.obrigatoria ? ' · obrigatória' : ''}
          {p.respostas.length ? ` · ${p.respostas.map((o) => o.texto).join(', ')}` : ''}
        </Typography>
      </Box>
      <IconButton aria-label={`Alterar pergunta ${numero}`} onClick={onEditar}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Excluir pergunta ${numero}`} onClick={onExcluir}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
