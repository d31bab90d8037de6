import { describe, expect, it } from 'vitest';
import { anuncios, proximaColuna } from './teclado.ts';

const colunas = [
  { id: 'etapa-2', left: 600 },
  { id: 'etapa-1', left: 300 },
  { id: 'etapa-3', left: 900 },
];

describe('arrow keys jump a whole column', () => {
  it('goes to the next column to the right or to the left of the current one', () => {
    expect(proximaColuna(colunas, 300, 1)?.id).toBe('etapa-2');
    expect(proximaColuna(colunas, 600, -1)?.id).toBe('etapa-1');
    // from screening (which takes no drops, left of every stage)
    expect(proximaColuna(colunas, 20, 1)?.id).toBe('etapa-1');
  });

  it('stays put at the edges', () => {
    expect(proximaColuna(colunas, 900, 1)).toBeUndefined();
    expect(proximaColuna(colunas, 300, -1)).toBeUndefined();
  });
});

describe('announcements in Portuguese', () => {
  const a = anuncios(
    () => 'Ana Souza',
    (id) => ({ triagem: 'Triagem', 'etapa-1': 'Entrevista com o RH' })[String(id)],
    () => 'triagem',
  );
  const active = { id: 'cartao-1' } as never;
  const over = (id: string) => ({ id }) as never;

  it('says where the card is and where it would land', () => {
    expect(a.onDragStart({ active })).toMatch(/^Ana Souza pego, na coluna Triagem\./);
    expect(a.onDragOver({ active, over: over('etapa-1') } as never)).toBe(
      'Ana Souza sobre a coluna Entrevista com o RH.',
    );
    expect(a.onDragEnd({ active, over: over('etapa-1') } as never)).toBe(
      'Ana Souza solto na coluna Entrevista com o RH. Confirme a movimentação no diálogo.',
    );
    expect(a.onDragEnd({ active, over: null } as never)).toBe('Ana Souza solto. Continua na coluna Triagem.');
    expect(a.onDragCancel({ active, over: null } as never)).toBe('Movimentação de Ana Souza cancelada.');
  });
});
