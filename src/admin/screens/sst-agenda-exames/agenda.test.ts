// 'Registrar ASO' fills the form with the talent, the row's ASO type, today and the talent's other exams on the
// page that ask the same type and are not up to date.
import { describe, expect, it } from 'vitest';
import { type ItemAgenda, prefillAso } from './agenda.ts';

const item = (
  colaborador: number,
  exame: number,
  tipo: number,
  status: ItemAgenda['status'],
): ItemAgenda => ({
  colaborador: { id: colaborador, nome: `T${colaborador}`, matricula: null },
  dataAdmissao: '2024-01-01',
  estabelecimento: null,
  area: null,
  ambiente: null,
  funcao: null,
  exame: { id: exame, nome: `E${exame}` },
  periodicidade: 12,
  tipo,
  ultimo: null,
  proximo: '2025-01-01',
  status,
});

describe('prefillAso', () => {
  it("takes the talent's other due exams of the same type, once each", () => {
    const pagina = [
      item(1, 10, 1, 'VENCIDO'),
      item(1, 11, 1, 'A_VENCER'),
      item(1, 12, 1, 'EM_DIA'),
      item(1, 13, 2, 'VENCIDO'),
      item(2, 14, 1, 'VENCIDO'),
    ];
    expect(prefillAso(pagina[0]!, pagina, '2025-06-01')).toEqual({
      colaborador: { id: 1, nome: 'T1' },
      tipo: 1,
      data: '2025-06-01',
      exames: [
        { exame: { id: 10, nome: 'E10' }, data: '2025-06-01' },
        { exame: { id: 11, nome: 'E11' }, data: '2025-06-01' },
      ],
    });
  });

  it('a return-to-work row asks a return-to-work ASO with its own exams', () => {
    const pagina = [item(1, 10, 1, 'VENCIDO'), item(1, 13, 2, 'VENCIDO')];
    expect(prefillAso(pagina[1]!, pagina, '2025-06-01')).toMatchObject({
      tipo: 2,
      exames: [{ exame: { id: 13 } }],
    });
  });
});
