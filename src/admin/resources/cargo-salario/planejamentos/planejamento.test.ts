import { describe, expect, it } from 'vitest';
import {
  destinoRealinhamentos,
  mensagemVazio,
  planejamentoBloqueado,
  urlAplicar,
  urlCancelar,
  urlRealinhamentos,
} from './planejamento.ts';

const P = '/cargo-salario/tabelas-reajustes-colaboradores/7';

describe('planejamento de reajuste no console', () => {
  it('Visualizar Realinhamentos abre as propostas do tipo do planejamento, filtradas por ele', () => {
    const url = destinoRealinhamentos({ id: 7, tipoReajuste: 'F' })!;
    expect(url.split('?')[0]).toBe('/cargo-salario/reajustes-faixas-salariais');
    expect(JSON.parse(new URLSearchParams(url.split('?')[1]).get('filter')!)).toEqual({ tabelaReajuste: 7 });
    expect(destinoRealinhamentos({ id: 7, tipoReajuste: 'C' })?.split('?')[0]).toBe(
      '/cargo-salario/reajustes-colaboradores',
    );
    expect(urlRealinhamentos({ id: 7, tipoReajuste: 'I' })).toBe(`${P}/indices`);
    expect(destinoRealinhamentos({ id: 7 })).toBeUndefined();
  });

  it('Aplicar só quando não aplicado; Cancelar só o último aplicado', () => {
    expect(urlAplicar({ id: 7, tipoReajuste: 'C', aprovada: false })).toBe(`${P}/aplicar-colaboradores`);
    expect(urlAplicar({ id: 7, tipoReajuste: 'C', aprovada: true })).toBeUndefined();
    expect(urlCancelar({ id: 7, aprovada: true, ehUltimo: true })).toBe(`${P}/cancelar-reajuste`);
    expect(urlCancelar({ id: 7, aprovada: true, ehUltimo: false })).toBeUndefined();
    expect(urlCancelar({ id: 7, aprovada: false, ehUltimo: false })).toBeUndefined();
  });

  it('aplicado: bloqueado para editar e excluir', () => {
    expect(planejamentoBloqueado({ aprovada: true })).toBe(true);
    expect(planejamentoBloqueado({ aprovada: false })).toBe(false);
    expect(planejamentoBloqueado({})).toBe(false);
  });

  it('vazio: o texto da spec para talentos; faixas e índices dizem o que falta', () => {
    expect(mensagemVazio({ id: 1, tipoReajuste: 'C' })).toBe(
      'O Planejamento não possui talentos ou você não é responsável de uma área organizacional correspondente a esse realinhamento.',
    );
    expect(mensagemVazio({ id: 1, tipoReajuste: 'F' })).toBe('O Planejamento não possui faixas salariais.');
    expect(mensagemVazio({ id: 1, tipoReajuste: 'I' })).toBe('O Planejamento não possui índices.');
  });
});
