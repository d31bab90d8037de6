// The batch messages: at most 50 events a batch, an employee's events together and in order, one environment
// per batch; the envelope and the query follow their XSDs; the SOAP envelope carries the WSDL operation.
import { describe, expect, it } from 'vitest';
import { consultaLote, dividirEmLotes, envelopeSoap, envioLote, MAXIMO_POR_LOTE } from './lote.ts';
import { validarMensagens } from './xsd.ts';

const EMPREGADOR = { tpInsc: 1, nrInsc: '11222333' } as const;
const TRANSMISSOR = { tpInsc: 1, nrInsc: '11222333000181' } as const;
const evento = (n: number) => ({
  idEvento: `ID1112223330000002024030112000${String(n).padStart(6, '0')}`,
  xml: `<eSocial xmlns="http://www.esocial.gov.br/schema/evt/evtExpRisco/v_S_01_03_00"><evtExpRisco Id="x${n}"></evtExpRisco></eSocial>`,
});

describe('batches', () => {
  it('120 events of 120 employees: 50, 50 and 20', () => {
    const eventos = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, colaboradorId: i + 1, tpAmb: 2 }));
    expect(dividirEmLotes(eventos).map((l) => l.length)).toEqual([50, 50, 20]);
  });

  it("an employee's events go together, in the order they were generated", () => {
    const eventos = [
      ...Array.from({ length: 48 }, (_, i) => ({ id: 100 + i, colaboradorId: i + 1, tpAmb: 2 })),
      { id: 3, colaboradorId: 99, tpAmb: 2 },
      { id: 1, colaboradorId: 99, tpAmb: 2 },
      { id: 2, colaboradorId: 99, tpAmb: 2 },
    ];
    const lotes = dividirEmLotes(eventos);
    expect(lotes.map((l) => l.length)).toEqual([48, 3]);
    expect(lotes[1]!.map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('one environment per batch; an employee with more than 50 events fills batches in order', () => {
    const muitos = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, colaboradorId: 7, tpAmb: 2 }));
    const lotes = dividirEmLotes([...muitos, { id: 200, colaboradorId: 1, tpAmb: 1 }]);
    expect(lotes.map((l) => [l[0]!.tpAmb, l.length])).toEqual([
      [1, 1],
      [2, 50],
      [2, 10],
    ]);
    expect(lotes[2]![0]!.id).toBe(51);
  });

  it('the envelope follows EnvioLoteEventos-v1_1_1.xsd: grupo 2, employer, transmitter, events whole', async () => {
    const xml = envioLote(EMPREGADOR, TRANSMISSOR, [evento(1), evento(2)]);
    expect(await validarMensagens('envioLote', [xml])).toEqual([null]);
    expect(xml).toContain(
      '<envioLoteEventos grupo="2"><ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>',
    );
    expect(xml).toContain(`<evento Id="${evento(2).idEvento}">${evento(2).xml}</evento>`);
    // a transmitter by CPF
    const porCpf = envioLote(EMPREGADOR, { tpInsc: 2, nrInsc: '52998224725' }, [evento(1)]);
    expect(await validarMensagens('envioLote', [porCpf])).toEqual([null]);
  });

  it('the XSD refuses a batch without events; the builder refuses more than 50', async () => {
    const vazio = envioLote(EMPREGADOR, TRANSMISSOR, [evento(1)]).replace(
      /<eventos>.*<\/eventos>/,
      '<eventos></eventos>',
    );
    expect((await validarMensagens('envioLote', [vazio]))[0]).toMatch(/eventos/);
    const demais = Array.from({ length: MAXIMO_POR_LOTE + 1 }, (_, i) => evento(i));
    expect(() => envioLote(EMPREGADOR, TRANSMISSOR, demais)).toThrow('Um lote tem de 1 a 50 eventos (51).');
  });

  it('the query follows ConsultaLoteEventos-v1_0_0.xsd; the SOAP envelope names the operation', async () => {
    const consulta = consultaLote('1.2.202406.0000000000000000001');
    expect(await validarMensagens('consultaLote', [consulta])).toEqual([null]);
    expect(envelopeSoap('consultar', consulta)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
        '<ConsultarLoteEventos xmlns="http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/consulta/retornoProcessamento/v1_1_0">' +
        `<consulta>${consulta}</consulta></ConsultarLoteEventos></soap:Body></soap:Envelope>`,
    );
  });
});
