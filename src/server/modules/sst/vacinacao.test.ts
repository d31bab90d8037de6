import { describe, expect, it } from 'vitest';
import { esquema, somaDias, statusCurso, statusDose, vacinacoesDoCurso } from './vacinacao.ts';

const tres = esquema(3, [
  { numeroDose: 1, diasProximaDose: 30 },
  { numeroDose: 2, diasProximaDose: 180 },
]);

describe('vacinação', () => {
  it('adds calendar days across months and leap years', () => {
    expect(somaDias('2024-01-31', 30)).toBe('2024-03-01');
    expect(somaDias('2023-12-31', 1)).toBe('2024-01-01');
    expect(somaDias('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('fills a schedule line per dose, the last without interval', () => {
    expect(tres).toEqual([
      { numeroDose: 1, diasProximaDose: 30 },
      { numeroDose: 2, diasProximaDose: 180 },
      { numeroDose: 3, diasProximaDose: null },
    ]);
  });

  it('dose status: received, late only after the forecast day, else to receive', () => {
    expect(statusDose('2025-01-10', '2025-02-01', '2025-03-01')).toBe('Recebida');
    expect(statusDose('2025-01-10', null, '2025-01-10')).toBe('A receber');
    expect(statusDose('2025-01-10', null, '2025-01-11')).toBe('Atrasada');
    expect(statusDose(null, null, '2099-01-01')).toBe('A receber');
  });

  it('forecasts each dose from the previous one received and derives the course status', () => {
    const recebidas = [{ id: 1, numeroDose: 1, lote: 'A', dataRealizacao: '2025-01-01' }];
    const emDia = vacinacoesDoCurso(tres, recebidas, '2025-01-31');
    expect(emDia.map((v) => [v.dataPrevista, v.status])).toEqual([
      [null, 'Recebida'],
      ['2025-01-31', 'A receber'],
      ['2025-07-30', 'A receber'],
    ]);
    expect(statusCurso(emDia)).toBe('Em andamento');
    const atraso = vacinacoesDoCurso(tres, recebidas, '2025-02-01');
    expect(atraso[1]!.status).toBe('Atrasada');
    expect(statusCurso(atraso)).toBe('Interrompido');
    const todas = vacinacoesDoCurso(
      tres,
      [
        ...recebidas,
        { id: 2, numeroDose: 2, lote: 'B', dataRealizacao: '2025-02-10' },
        { id: 3, numeroDose: 3, lote: 'C', dataRealizacao: '2025-08-09' },
      ],
      '2030-01-01',
    );
    expect(todas[2]!.dataPrevista).toBe('2025-08-09');
    expect(statusCurso(todas)).toBe('Completo');
  });

  it('a dose after a dose not received is forecast from that forecast, and late once it passed', () => {
    const recebidas = [{ id: 1, numeroDose: 1, lote: 'A', dataRealizacao: '2025-01-01' }];
    // dose 2 due 2025-01-31, dose 3 due 180 days later: 2025-07-30
    expect(vacinacoesDoCurso(tres, recebidas, '2025-07-30').map((v) => v.status)).toEqual([
      'Recebida',
      'Atrasada',
      'A receber',
    ]);
    expect(vacinacoesDoCurso(tres, recebidas, '2025-07-31').map((v) => v.status)).toEqual([
      'Recebida',
      'Atrasada',
      'Atrasada',
    ]);
    // nothing received: no forecast, nothing late
    expect(vacinacoesDoCurso(tres, [], '2099-01-01').map((v) => v.status)).toEqual([
      'A receber',
      'A receber',
      'A receber',
    ]);
  });
});
