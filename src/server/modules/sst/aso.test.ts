// The ASO rules that read other registers, as a pure check: each one on its own field and with its message.
import { describe, expect, it } from 'vitest';
import { type ContextoAso, errosAso, MSG_ASO } from './aso.ts';

const contexto = (over: Partial<ContextoAso> = {}): ContextoAso => ({
  tipo: 1,
  data: '2025-03-10',
  exames: [{ exame: { id: 1 }, data: '2025-03-10' }],
  procedimentos: new Map([
    [1, '0295'],
    [2, '0281'],
    [3, '9999'],
    [4, null],
  ]),
  medicoCrm: true,
  admissao: '2024-01-10',
  outroAdmissional: null,
  ...over,
});

describe('errosAso', () => {
  it('accepts a valid ASO', () => {
    expect(errosAso(contexto())).toEqual([]);
  });

  it('names every problem on its field', () => {
    expect(
      errosAso(
        contexto({
          medicoCrm: false,
          coordenadorCrm: false,
          exames: [
            { exame: { id: 2 }, data: '2025-03-11' },
            { exame: { id: 3 }, data: '2025-03-01', observacao: ' ' },
            { exame: { id: 3 }, data: '2025-03-01', observacao: 'Postural.' },
            { exame: { id: 4 }, data: '2025-03-01' },
          ],
        }),
      ),
    ).toEqual([
      { field: 'medico', message: MSG_ASO.medicoSemCrm },
      { field: 'coordenador', message: MSG_ASO.coordenadorSemCrm },
      { field: 'exames.0.data', message: 'A data do exame não pode ser posterior à data do ASO.' },
      {
        field: 'exames.0.ordem',
        message: 'Ordem do exame é obrigatória na audiometria (procedimento 0281).',
      },
      {
        field: 'exames.1.observacao',
        message: 'Observação do exame é obrigatória para o procedimento 9999 da Tabela 27.',
      },
      { field: 'exames.2.exame', message: 'Este exame já foi informado nesta data.' },
    ]);
  });

  it('a generic procedure without observation', () => {
    expect(errosAso(contexto({ exames: [{ exame: { id: 3 }, data: '2025-03-01' }] }))).toEqual([
      {
        field: 'exames.0.observacao',
        message: 'Observação do exame é obrigatória para o procedimento 9999 da Tabela 27.',
      },
    ]);
  });

  it('only the admissional ASO may come before the admission, and only once', () => {
    expect(errosAso(contexto({ data: '2024-01-09', exames: [] }))).toEqual([
      { field: 'data', message: 'A data do ASO não pode ser anterior à admissão do talento (10/01/2024).' },
    ]);
    expect(errosAso(contexto({ tipo: 0, data: '2024-01-09', exames: [] }))).toEqual([]);
    expect(errosAso(contexto({ tipo: 0, outroAdmissional: '2024-01-05', exames: [] }))).toEqual([
      { field: 'tipo', message: 'O talento já tem um ASO admissional (05/01/2024).' },
    ]);
  });
});
