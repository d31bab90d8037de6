import { describe, expect, it } from 'vitest';
import { countMessage, successMessage } from './messages.ts';

describe('successMessage', () => {
  it('agrees with a feminine register', () => {
    expect(successMessage('Etapa Seletiva', 'f', 'create')).toBe('Etapa Seletiva salva com sucesso.');
    expect(successMessage('Etapa Seletiva', 'f', 'update')).toBe('Etapa Seletiva atualizada com sucesso.');
    expect(successMessage('Etapa Seletiva', 'f', 'delete')).toBe('Etapa Seletiva excluída com sucesso.');
  });

  it('agrees with a masculine register', () => {
    expect(successMessage('Perfil', 'm', 'create')).toBe('Perfil salvo com sucesso.');
    expect(successMessage('Perfil', 'm', 'update')).toBe('Perfil atualizado com sucesso.');
    expect(successMessage('Perfil', 'm', 'delete')).toBe('Perfil excluído com sucesso.');
  });

  it("uses the register's own words where it has them (x-resource.messages)", () => {
    const own = { create: 'Eleição cadastrada com sucesso.' };
    expect(successMessage('Eleição da CIPA', 'f', 'create', own)).toBe('Eleição cadastrada com sucesso.');
    expect(successMessage('Eleição da CIPA', 'f', 'update', own)).toBe(
      'Eleição da CIPA atualizada com sucesso.',
    );
  });
});

describe('countMessage', () => {
  it('is the list footer of the spec', () => {
    expect(countMessage(0)).toBe('0 registro(s) encontrado(s).');
    expect(countMessage(31)).toBe('31 registro(s) encontrado(s).');
  });

  it('says "more than" when a register stopped counting at its limit', () => {
    expect(countMessage(1000, 1000)).toBe('1000 registro(s) encontrado(s).');
    expect(countMessage(1001, 1000)).toBe('Mais de 1.000 registros encontrados.');
  });
});
