// The board: a column per stage ('Triagem' first, which takes no drops: a candidate leaves screening by
// entering a stage), a card per candidate, moved with the mouse or the keyboard (dnd-kit). A drop on
// another column asks the parent to confirm the move (date, result, note); nothing moves before the
// server records it. Columns draw their first cards and a 'Mostrar mais' button, so a request with
// hundreds of candidates stays quick.
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  Badge,
  Box,
  Button,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type AbrirAcao, acoesDoCartao } from './acoesCartao.tsx';
import { type AbrirMenu, CartaoArrastavel, CartaoFlutuante, cartaoDndId } from './CartaoCandidato.tsx';
import {
  CARTOES_POR_VEZ,
  CARTOES_PRIMEIRO_DESENHO,
  type Cartao,
  type Coluna,
  type Etapa,
  movivel,
  TRIAGEM,
} from './quadro.ts';
import { anuncios, colisaoDoQuadro, coordenadasPorColuna, instrucoesLeitor } from './teclado.ts';

type ColunaProps = {
  coluna: Coluna;
  podeAlterar: boolean;
  abrirMenu: AbrirMenu;
  /** possible kinship with employees, per candidate id (a line for the card) */
  parentescos?: ReadonlyMap<number, string>;
};

const ColunaQuadro = memo(function ColunaQuadro({
  coluna,
  podeAlterar,
  abrirMenu,
  parentescos,
}: ColunaProps) {
  const recebe = podeAlterar && coluna.id !== TRIAGEM;
  const { setNodeRef, isOver } = useDroppable({ id: coluna.id, disabled: !recebe });
  const [limite, setLimite] = useState(CARTOES_POR_VEZ);
  // the first render draws what the column shows; the rest of the first batch, and each 'Mostrar mais',
  // in a background render that yields to the user's input
  const desenhados = useDeferredValue(limite, CARTOES_PRIMEIRO_DESENHO);
  const tituloId = `coluna-${coluna.id}-titulo`;
  const mostrados = coluna.cartoes.slice(0, desenhados);
  // what the button adds counts from the batch asked for, drawn or about to be
  const restantes = Math.max(coluna.cartoes.length - limite, 0);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={tituloId}
      variant="outlined"
      sx={{
        flex: '1 0 240px',
        maxWidth: 360,
        minHeight: 320,
        p: 1,
        bgcolor: isOver ? 'action.selected' : 'action.hover',
        borderColor: isOver ? 'primary.main' : 'divider',
        transition: 'background-color 120ms',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, px: 0.5 }}>
        <Typography id={tituloId} variant="subtitle2" component="h2">
          {coluna.titulo}
        </Typography>
        <Badge
          badgeContent={coluna.cartoes.length}
          showZero
          color="primary"
          max={9999}
          aria-label={`${coluna.cartoes.length} candidato(s)`}
          sx={{ mr: 1.5 }}
        />
      </Stack>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-labelledby={tituloId}>
        {mostrados.map((c) => (
          <CartaoArrastavel
            key={c.id}
            cartao={c}
            movivel={podeAlterar && movivel(c)}
            abrirMenu={abrirMenu}
            parentesco={parentescos?.get(c.candidato.id)}
          />
        ))}
      </Stack>
      {restantes > 0 && (
        <Button size="small" fullWidth sx={{ mt: 1 }} onClick={() => setLimite((l) => l + CARTOES_POR_VEZ)}>
          Mostrar mais {Math.min(restantes, CARTOES_POR_VEZ)} (faltam {restantes})
        </Button>
      )}
    </Paper>
  );
});

export function QuadroKanban({
  colunas,
  podeAlterar,
  abrir,
  onSoltar,
  parentescos,
}: {
  colunas: Coluna[];
  podeAlterar: boolean;
  abrir: AbrirAcao;
  onSoltar(cartao: Cartao, etapa: Etapa): void;
  parentescos?: ReadonlyMap<number, string>;
}) {
  const sensors = useSensors(
    // a click on the card's menu is not a drag: the pointer must travel a little first
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordenadasPorColuna }),
  );
  const [ativo, setAtivo] = useState<Cartao>();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; cartao: Cartao }>();
  const abrirMenu: AbrirMenu = useCallback((anchor, cartao) => setMenu({ anchor, cartao }), []);
  const indice = useMemo(() => {
    const cartoes = new Map<string, { cartao: Cartao; coluna: string }>();
    const porColuna = new Map<string, Coluna>();
    for (const coluna of colunas) {
      porColuna.set(coluna.id, coluna);
      for (const cartao of coluna.cartoes) cartoes.set(cartaoDndId(cartao), { cartao, coluna: coluna.id });
    }
    return { cartoes, porColuna };
  }, [colunas]);
  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: instrucoesLeitor,
      announcements: anuncios(
        (id) => indice.cartoes.get(String(id))?.cartao.candidato.nome ?? 'Candidato',
        (id) => (id === undefined ? undefined : indice.porColuna.get(String(id))?.titulo),
        (id) => indice.cartoes.get(String(id))?.coluna ?? TRIAGEM,
      ),
    }),
    [indice],
  );

  const onDragStart = ({ active }: DragStartEvent) => setAtivo(indice.cartoes.get(String(active.id))?.cartao);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setAtivo(undefined);
    const origem = indice.cartoes.get(String(active.id));
    const destino = over ? indice.porColuna.get(String(over.id)) : undefined;
    if (!origem || !destino?.etapa || destino.id === origem.coluna) return;
    onSoltar(origem.cartao, destino.etapa);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={colisaoDoQuadro}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setAtivo(undefined)}
    >
      {/* only the columns scroll sideways: the inline-size containment keeps their width out of the page's
          (the console's content area would otherwise grow to the width of every column side by side) */}
      <Box
        role="region"
        aria-label="Etapas do processo seletivo"
        sx={{
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          alignItems: 'stretch',
          pb: 1,
          contain: 'inline-size',
          width: '100%',
        }}
      >
        {colunas.map((c) => (
          <ColunaQuadro
            key={c.id}
            coluna={c}
            podeAlterar={podeAlterar}
            abrirMenu={abrirMenu}
            parentescos={parentescos}
          />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>{ativo ? <CartaoFlutuante cartao={ativo} /> : null}</DragOverlay>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(undefined)}>
        {menu &&
          acoesDoCartao(menu.cartao, podeAlterar, abrir).map((a) => (
            <MenuItem
              key={a.label}
              onClick={() => {
                setMenu(undefined);
                a.onClick();
              }}
            >
              <ListItemIcon>{a.icon}</ListItemIcon>
              <ListItemText>{a.label}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </DndContext>
  );
}
