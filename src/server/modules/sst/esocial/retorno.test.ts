// Reading the eSocial's answers: the reception's status and protocol (or the batch's refusal with its
// occurrences), the processing with each event's receipt or occurrences and the field they name, a SOAP fault,
// and what is not an answer at all.
import { describe, expect, it } from 'vitest';
import { campoDaLocalizacao, lerRetornoEnvio, lerRetornoProcessamento, RespostaInvalida } from './retorno.ts';
import { validarMensagens } from './xsd.ts';

const SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
const envelope = (resultado: string, mensagem: string) =>
  `<s:Envelope xmlns:s="${SOAP}"><s:Body><R xmlns="urn:x"><${resultado}>${mensagem}</${resultado}></R></s:Body></s:Envelope>`;

const recebido =
  '<eSocial xmlns="http://www.esocial.gov.br/schema/lote/eventos/envio/retornoEnvio/v1_1_0"><retornoEnvioLoteEventos>' +
  '<status><cdResposta>201</cdResposta><descResposta>Lote Recebido com Sucesso.</descResposta></status>' +
  '<dadosRecepcaoLote><dhRecepcao>2024-06-01T10:00:00-03:00</dhRecepcao><versaoAplicativoRecepcao>1.0</versaoAplicativoRecepcao>' +
  '<protocoloEnvio>1.2.202406.0000000000000000042</protocoloEnvio></dadosRecepcaoLote></retornoEnvioLoteEventos></eSocial>';

const recusado =
  '<eSocial xmlns="http://www.esocial.gov.br/schema/lote/eventos/envio/retornoEnvio/v1_1_0"><retornoEnvioLoteEventos>' +
  '<status><cdResposta>402</cdResposta><descResposta>Lote Incorreto - Schema Inválido.</descResposta><ocorrencias>' +
  '<ocorrencia><codigo>402</codigo><descricao>Elemento inesperado.</descricao><tipo>1</tipo>' +
  '<localizacao>/eSocial/envioLoteEventos/ideTransmissor</localizacao></ocorrencia></ocorrencias></status>' +
  '</retornoEnvioLoteEventos></eSocial>';

const retornoEvento = (id: string, corpo: string) =>
  `<eSocial xmlns="http://www.esocial.gov.br/schema/evt/retornoEvento/v1_2_1"><retornoEvento Id="${id}">` +
  '<ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>' +
  '<recepcao><tpAmb>2</tpAmb><dhRecepcao>2024-06-01T10:00:00-03:00</dhRecepcao><versaoAppRecepcao>1.0</versaoAppRecepcao></recepcao>' +
  corpo +
  '</retornoEvento></eSocial>';
const processamento = (cd: number, extra = '') =>
  `<processamento><cdResposta>${cd}</cdResposta><descResposta>${cd === 201 ? 'Sucesso.' : 'Erro.'}</descResposta>` +
  `<versaoAppProcessamento>1.0</versaoAppProcessamento><dhProcessamento>2024-06-01T10:01:00-03:00</dhProcessamento>${extra}</processamento>`;
const ID_A = 'ID1112223330000002024060110000000001';
const ID_B = 'ID1112223330000002024060110000000002';
const aceito = retornoEvento(
  ID_A,
  `${processamento(201)}<recibo><nrRecibo>1.2.0000000000000000123</nrRecibo><hash>abc=</hash></recibo>`,
);
const rejeitado = retornoEvento(
  ID_B,
  processamento(
    401,
    '<ocorrencias><ocorrencia><tipo>1</tipo><codigo>1100</codigo><descricao>Matrícula fora do RET.</descricao>' +
      '<localizacao>/eSocial/evtExpRisco/ideVinculo/matricula</localizacao></ocorrencia>' +
      '<ocorrencia><tipo>2</tipo><codigo>7</codigo><descricao>Sem localização.</descricao></ocorrencia></ocorrencias>',
  ),
);
const processado =
  '<eSocial xmlns="http://www.esocial.gov.br/schema/lote/eventos/envio/retornoProcessamento/v1_3_0"><retornoProcessamentoLoteEventos>' +
  '<status><cdResposta>201</cdResposta><descResposta>Lote Processado com Sucesso.</descResposta></status>' +
  `<retornoEventos><evento Id="${ID_A}" evtDupl="true"><retornoEvento>${aceito}</retornoEvento></evento>` +
  `<evento Id="${ID_B}"><retornoEvento>${rejeitado}</retornoEvento></evento></retornoEventos>` +
  '</retornoProcessamentoLoteEventos></eSocial>';
const aguardando =
  '<eSocial xmlns="http://www.esocial.gov.br/schema/lote/eventos/envio/retornoProcessamento/v1_3_0"><retornoProcessamentoLoteEventos>' +
  '<status><cdResposta>101</cdResposta><descResposta>Lote Aguardando Processamento.</descResposta>' +
  '<tempoEstimadoConclusao>30</tempoEstimadoConclusao></status></retornoProcessamentoLoteEventos></eSocial>';

describe('answers of the eSocial', () => {
  it('the samples here follow the return XSDs', async () => {
    expect(await validarMensagens('retornoEnvio', [recebido, recusado])).toEqual([null, null]);
    expect(await validarMensagens('retornoProcessamento', [processado, aguardando])).toEqual([null, null]);
    expect(await validarMensagens('retornoEvento', [aceito, rejeitado])).toEqual([null, null]);
  });

  it('a batch received: status and protocol', () => {
    expect(lerRetornoEnvio(envelope('EnviarLoteEventosResult', recebido))).toMatchObject({
      cdResposta: 201,
      descResposta: 'Lote Recebido com Sucesso.',
      protocolo: '1.2.202406.0000000000000000042',
      ocorrencias: [],
    });
  });

  it('a batch refused: the code and its occurrences', () => {
    expect(lerRetornoEnvio(envelope('EnviarLoteEventosResult', recusado))).toMatchObject({
      cdResposta: 402,
      protocolo: null,
      ocorrencias: [
        {
          tipo: 1,
          codigo: 402,
          descricao: 'Elemento inesperado.',
          localizacao: '/eSocial/envioLoteEventos/ideTransmissor',
          campo: 'ideTransmissor',
        },
      ],
    });
  });

  it('still processing, with the estimate; processed, each event with its receipt or occurrences', () => {
    expect(lerRetornoProcessamento(envelope('ConsultarLoteEventosResult', aguardando))).toMatchObject({
      cdResposta: 101,
      tempoEstimado: 30,
      eventos: [],
    });
    const r = lerRetornoProcessamento(envelope('ConsultarLoteEventosResult', processado));
    expect(r.cdResposta).toBe(201);
    expect(r.eventos).toEqual([
      {
        idEvento: ID_A,
        cdResposta: 201,
        descResposta: 'Sucesso.',
        nrRecibo: '1.2.0000000000000000123',
        ocorrencias: [],
        duplicado: true,
      },
      {
        idEvento: ID_B,
        cdResposta: 401,
        descResposta: 'Erro.',
        nrRecibo: null,
        duplicado: false,
        ocorrencias: [
          {
            tipo: 1,
            codigo: 1100,
            descricao: 'Matrícula fora do RET.',
            localizacao: '/eSocial/evtExpRisco/ideVinculo/matricula',
            campo: 'ideVinculo/matricula',
          },
          { tipo: 2, codigo: 7, descricao: 'Sem localização.', localizacao: null, campo: null },
        ],
      },
    ]);
  });

  it('a SOAP fault, another document or broken XML is not an answer', () => {
    const falha = `<s:Envelope xmlns:s="${SOAP}"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>Ação inválida</faultstring></s:Fault></s:Body></s:Envelope>`;
    expect(() => lerRetornoEnvio(falha)).toThrow(
      new RespostaInvalida('O eSocial respondeu com uma falha SOAP: Ação inválida.'),
    );
    expect(() => lerRetornoEnvio(envelope('EnviarLoteEventosResult', aguardando))).toThrow(
      'A resposta do eSocial não traz o EnviarLoteEventosResult esperado.',
    );
    expect(() => lerRetornoEnvio('<html><body>503</body></html>')).toThrow(
      'A resposta do eSocial não é um envelope SOAP.',
    );
    expect(() => lerRetornoEnvio('<soap:Envelope')).toThrow('A resposta do eSocial não é um XML válido.');
    expect(() => lerRetornoEnvio('')).toThrow('A resposta do eSocial não é um XML válido.');
  });

  it('the field of a location', () => {
    expect(campoDaLocalizacao('/eSocial/evtCAT/cat/agenteCausador/codAgntCausador')).toBe(
      'cat/agenteCausador/codAgntCausador',
    );
    expect(campoDaLocalizacao(null)).toBeNull();
  });
});
