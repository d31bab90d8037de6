import { describe, expect, it } from 'vitest';
import {
  acoesDo,
  type Evento,
  lotesEmProcessamento,
  ondeCorrigir,
  podeEnviar,
  resumoDoEnvio,
  rotuloRetificacao,
} from './eventos.ts';

const ev = (o: Partial<Evento>): Evento => ({
  id: 1,
  tipo: 'S-2240',
  idEvento: 'ID1112223330000002024060112000000001',
  status: 'assinado',
  colaborador: { id: 7, nome: 'Ana' },
  ...o,
});

describe('what a row offers', () => {
  it('only signed or rejected events go in a batch', () => {
    expect(
      (['gerado', 'assinado', 'enviado', 'aceito', 'rejeitado', 'substituido'] as const).filter((s) =>
        podeEnviar({ status: s }),
      ),
    ).toEqual(['assinado', 'rejeitado']);
  });

  it('actions by state: query while processing, rectify/exclude when accepted, generate again when rejected', () => {
    expect(acoesDo(ev({ status: 'enviado' }))).toEqual(['consultar']);
    expect(acoesDo(ev({ status: 'aceito' }))).toEqual(['retificar', 'excluir']);
    expect(acoesDo(ev({ status: 'aceito', tipo: 'S-3000' }))).toEqual([]);
    expect(acoesDo(ev({ status: 'rejeitado' }))).toEqual(['gerarNovamente']);
    expect(acoesDo(ev({ status: 'substituido' }))).toEqual([]);
    expect(acoesDo(ev({ status: 'assinado' }))).toEqual([]);
  });

  it('original, rectification, exclusion', () => {
    expect(rotuloRetificacao(ev({ indRetif: 1 }))).toBe('Original');
    expect(rotuloRetificacao(ev({ indRetif: 2 }))).toBe('Retificação');
    expect(rotuloRetificacao(ev({ tipo: 'S-3000' }))).toBe('Exclusão');
  });
});

describe('where a rejected event is corrected', () => {
  it("an occurrence on the worker's link points to the employee first", () => {
    const r = ondeCorrigir(
      ev({
        retorno: '1100 — O trabalhador não consta do RET com esta matrícula. (campo ideVinculo/matricula)',
      }),
    );
    expect(r.map((c) => c.caminho)).toEqual(['/cargo-salario/colaboradores/7', '/sst/condicoes-ambientais']);
  });

  it('an occurrence on the agents points to the environmental conditions first', () => {
    const r = ondeCorrigir(
      ev({ ocorrencias: [{ tipo: 1, codigo: 1200, descricao: 'x', campo: 'infoExpRisco/agNoc/codAgNoc' }] }),
    );
    expect(r[0]).toEqual({ rotulo: 'Condições ambientais', caminho: '/sst/condicoes-ambientais' });
  });

  it('the ASO of an S-2220 and the CAT of an S-2210', () => {
    expect(ondeCorrigir(ev({ tipo: 'S-2220', origemId: 3 }))[0]).toEqual({
      rotulo: 'ASO',
      caminho: '/sst/aso/3',
    });
    expect(ondeCorrigir(ev({ tipo: 'S-2210', origemId: 4 }))[0]).toEqual({
      rotulo: 'CAT',
      caminho: '/sst/cat/4',
    });
  });
});

describe('batches', () => {
  it('the distinct batches still in processing', () => {
    expect(
      lotesEmProcessamento([
        ev({ id: 1, status: 'enviado', lote: { id: 5 } }),
        ev({ id: 2, status: 'enviado', lote: { id: 5 } }),
        ev({ id: 3, status: 'aceito', lote: { id: 4 } }),
        ev({ id: 4, status: 'enviado', lote: { id: 6 } }),
      ]),
    ).toEqual([5, 6]);
  });

  it('the summary of a sending names each batch', () => {
    expect(
      resumoDoEnvio({
        enviados: 50,
        lotes: [
          { id: 1, protocolo: '1.2.202406.1', status: 'enviado', quantidade: 50, descResposta: 'ok' },
          { id: 2, protocolo: null, status: 'erro', quantidade: 3, descResposta: 'Sem rede.' },
        ],
      }),
    ).toBe(
      '50 evento(s) enviado(s) ao eSocial — lote 1.2.202406.1 recebido (50 evento(s)); lote de 3 evento(s) não enviado: Sem rede.',
    );
  });
});
