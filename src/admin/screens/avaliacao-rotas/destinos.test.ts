import { describe, expect, it } from 'vitest';
import { screen as modelosExperiencia } from '../avaliacao-modelos-experiencia/screen.ts';
import {
  DESTINO_AVALIACOES,
  DESTINO_RELATORIO_NINEBOX,
  destinoNinebox,
  destinoParticipantes,
} from './destinos.ts';
import { screen } from './screen.ts';

describe('rotas da spec que abrem telas de outro caminho', () => {
  it('participante-avaliacao-desempenho abre os participantes filtrados pela avaliação', () => {
    const url = destinoParticipantes('?avaliacaoId=5');
    expect(url.split('?')[0]).toBe('/avaliacao/participantes-avaliacao-desempenho');
    expect(JSON.parse(new URLSearchParams(url.split('?')[1]).get('filter')!)).toEqual({
      avaliacaoDesempenho: 5,
    });
    expect(destinoParticipantes('')).toBe('/avaliacao/participantes-avaliacao-desempenho');
    expect(destinoParticipantes('?avaliacaoId=abc')).toBe('/avaliacao/participantes-avaliacao-desempenho');
  });

  it('ninebox/chart abre o nove-box da avaliação; ninebox/relatorio, o relatório', () => {
    expect(destinoNinebox('?avaliacaoId=7')).toBe('/avaliacao/ninebox?avaliacao=7');
    expect(destinoNinebox('?avaliacao=8')).toBe('/avaliacao/ninebox?avaliacao=8');
    expect(destinoNinebox('?avaliacaoId=-1')).toBe('/avaliacao/ninebox');
    expect(DESTINO_RELATORIO_NINEBOX).toBe('/avaliacao/relatorios/ninebox');
  });

  it('avaliacoes abre os modelos de avaliação; modelos-avaliacao-desempenho-experiencia tem a sua tela', () => {
    expect(screen.routes.find((r) => r.path === '/avaliacao/avaliacoes')).toEqual({
      path: '/avaliacao/avaliacoes',
      redirect: '/avaliacao/modelos-avaliacao',
    });
    expect(DESTINO_AVALIACOES).toBe('/avaliacao/modelos-avaliacao');
    const rota = modelosExperiencia.routes.find(
      (r) => r.path === '/avaliacao/modelos-avaliacao-desempenho-experiencia',
    );
    expect(rota && 'page' in rota).toBe(true);
  });
});
