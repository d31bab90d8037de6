// Moving a card with the keyboard (dnd-kit's KeyboardSensor): Espaço or Enter picks the card up, the
// left and right arrows jump to the previous or next column that takes cards (not 25 px at a time, as
// dnd-kit's default does), Espaço or Enter drops it, Esc gives up. And what a screen reader hears, in
// Portuguese.
import {
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';

type Borda = { id: string | number; left: number };

/**
 * The column beyond `referencia` (the left edge of the column the card is over, or of the card itself)
 * in the arrow's direction, among the columns that take cards; undefined at the edge.
 */
export function proximaColuna(colunas: Borda[], referencia: number, direcao: 1 | -1): Borda | undefined {
  const ordenadas = [...colunas].sort((a, b) => a.left - b.left);
  if (direcao === 1) return ordenadas.find((c) => c.left > referencia + 1);
  return ordenadas.reverse().find((c) => c.left < referencia - 1);
}

export const coordenadasPorColuna: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direcao = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (direcao === 0) {
    // up and down would only drift the card: the order inside a column is by name
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
    return undefined;
  }
  const { droppableRects, droppableContainers, over, collisionRect } = context;
  const colunas: Borda[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (rect) colunas.push({ id: container.id, left: rect.left });
  }
  const atual = over ? droppableRects.get(over.id)?.left : undefined;
  const destino = proximaColuna(colunas, atual ?? collisionRect?.left ?? currentCoordinates.x, direcao);
  if (!destino) return undefined;
  const rect = droppableRects.get(destino.id)!;
  return { x: rect.left + 8, y: Math.max(rect.top + 8, currentCoordinates.y) };
};

/** The pointer decides where a mouse drop lands; with the keyboard there is no pointer: the card's box. */
export const colisaoDoQuadro: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

export const instrucoesLeitor: ScreenReaderInstructions = {
  draggable:
    'Para mover o candidato de etapa, pressione Espaço ou Enter. Use as setas para a esquerda e para a direita para escolher a etapa, Espaço ou Enter para soltar e Esc para desistir.',
};

/** The announcements, given how to name a card and a column from their ids. */
export function anuncios(
  nomeDoCartao: (id: string | number) => string,
  nomeDaColuna: (id: string | number | undefined) => string | undefined,
  colunaDoCartao: (id: string | number) => string,
): Announcements {
  return {
    onDragStart: ({ active }) =>
      `${nomeDoCartao(active.id)} pego, na coluna ${nomeDaColuna(colunaDoCartao(active.id))}. Use as setas para a esquerda e para a direita para escolher a etapa.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nomeDoCartao(active.id)} sobre a coluna ${nomeDaColuna(over.id)}.`
        : `${nomeDoCartao(active.id)} fora das colunas que recebem candidatos.`,
    onDragEnd: ({ active, over }) => {
      const nome = nomeDoCartao(active.id);
      if (!over || over.id === colunaDoCartao(active.id))
        return `${nome} solto. Continua na coluna ${nomeDaColuna(colunaDoCartao(active.id))}.`;
      return `${nome} solto na coluna ${nomeDaColuna(over.id)}. Confirme a movimentação no diálogo.`;
    },
    onDragCancel: ({ active }) => `Movimentação de ${nomeDoCartao(active.id)} cancelada.`,
  };
}
