// S-2220 from plain data: the event passes the official XSD (signed, and verified by xml-crypto), carries the
// exams in date order with their table-27 codes, the audiometry's order and the physicians; data that cannot
// make a valid event is refused naming the layout element.
import { createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assinaturaConfere, certificadoTeste } from '../../../../../tests/api/sst/certificado-teste.ts';
import { assinar } from './assinatura.ts';
import { EventoRecusado, idEvento } from './registro.ts';
import { cnpjS2220, conteudoS2220, type DadosS2220, eventoS2220 } from './s2220.ts';
import { validarEventos } from './xsd.ts';

const cert = certificadoTeste();
const chave = { privateKey: createPrivateKey(cert.chavePem), certificadoPem: cert.certificadoPem };
const EMPREGADOR = { tpInsc: 1, nrInsc: '11222333' } as const;
const CAB = { tpAmb: 2, verProc: 'Gente 1.0', empregador: EMPREGADOR };

const dados = (over: Partial<DadosS2220> = {}): DadosS2220 => ({
  empregador: { cnpj: '11222333000181' },
  trabalhador: { nome: 'Ana & Cia', cpf: '52998224725', matricula: '0001', vinculo: 'E' },
  aso: { tipo: 1, data: '2025-03-10', resultado: 1 },
  exames: [
    { nome: 'Audiometria', data: '2025-03-08', procedimento: '0281', ordem: 2, resultado: 1 },
    { nome: 'Exame clínico', data: '2025-03-10', procedimento: '0295' },
    {
      nome: 'Avaliação <genérica>',
      data: '2025-03-01',
      procedimento: '9999',
      observacao: 'Avaliação postural.',
    },
  ],
  medico: { nome: 'Dra. Marta Lima', orgaoDeClasse: 1, numeroInscricao: '123456', uf: 'SP' },
  coordenador: {
    nome: 'Dr. Paulo Reis',
    cpf: '39053344705',
    orgaoDeClasse: 1,
    numeroInscricao: '654321',
    uf: 'RJ',
  },
  ...over,
});

const evento = (d: DadosS2220) =>
  eventoS2220(idEvento(EMPREGADOR, '20250310120000', 1), CAB, conteudoS2220(d));

function recusa(d: DadosS2220): EventoRecusado {
  try {
    conteudoS2220(d);
  } catch (e) {
    if (e instanceof EventoRecusado) return e;
    throw e;
  }
  throw new Error('não recusou');
}

describe('S-2220', () => {
  it('is valid against evtMonit.xsd, signed and verified', async () => {
    const xml = assinar(evento(dados()), chave);
    expect(await validarEventos('S-2220', [xml])).toEqual([null]);
    expect(assinaturaConfere(xml, cert.certificadoPem)).toBe(true);
    expect(
      assinaturaConfere(xml.replace('<resAso>1</resAso>', '<resAso>2</resAso>'), cert.certificadoPem),
    ).toBe(false);
  });

  it('writes the exams by date with their codes, order and observation, and both physicians', () => {
    const xml = evento(dados());
    expect(xml).toContain(
      '<ideVinculo><cpfTrab>52998224725</cpfTrab><matricula>0001</matricula></ideVinculo>' +
        '<exMedOcup><tpExameOcup>1</tpExameOcup><aso><dtAso>2025-03-10</dtAso><resAso>1</resAso>' +
        '<exame><dtExm>2025-03-01</dtExm><procRealizado>9999</procRealizado><obsProc>Avaliação postural.</obsProc></exame>' +
        '<exame><dtExm>2025-03-08</dtExm><procRealizado>0281</procRealizado><ordExame>2</ordExame><indResult>1</indResult></exame>' +
        '<exame><dtExm>2025-03-10</dtExm><procRealizado>0295</procRealizado></exame>' +
        '<medico><nmMed>Dra. Marta Lima</nmMed><nrCRM>123456</nrCRM><ufCRM>SP</ufCRM></medico></aso>' +
        '<respMonit><cpfResp>39053344705</cpfResp><nmResp>Dr. Paulo Reis</nmResp><nrCRM>654321</nrCRM><ufCRM>RJ</ufCRM></respMonit>' +
        '</exMedOcup>',
    );
  });

  it('without a coordinator, leaves respMonit out and is still valid', async () => {
    const xml = evento(dados({ coordenador: null }));
    expect(xml).not.toContain('respMonit');
    expect(await validarEventos('S-2220', [assinar(xml, chave)])).toEqual([null]);
  });

  it('an intern goes by category, without registration', () => {
    const xml = evento(dados({ trabalhador: { nome: 'Estagiária', cpf: '52998224725', vinculo: 'S' } }));
    expect(xml).toContain('<ideVinculo><cpfTrab>52998224725</cpfTrab><codCateg>901</codCateg></ideVinculo>');
  });

  it.each<[string, Partial<DadosS2220>, string, string]>([
    [
      'an employee without CPF',
      { trabalhador: { nome: 'Ana', matricula: '1' } },
      'ideVinculo/cpfTrab',
      'Ana não tem CPF (campo ideVinculo/cpfTrab do S-2220).',
    ],
    [
      'an employee without registration',
      { trabalhador: { nome: 'Ana', cpf: '52998224725' } },
      'ideVinculo/matricula',
      'Ana não tem matrícula (campo ideVinculo/matricula do S-2220).',
    ],
    [
      'an exam without table-27 procedure',
      { exames: [{ nome: 'Hemograma', data: '2025-03-01' }] },
      'exame[Hemograma]/procRealizado',
      'O exame Hemograma não tem o procedimento diagnóstico da Tabela 27 (campo exame[Hemograma]/procRealizado do S-2220).',
    ],
    [
      'an audiometry without order',
      { exames: [{ nome: 'Audiometria', data: '2025-03-01', procedimento: '0281' }] },
      'exame[Audiometria]/ordExame',
      'O exame Audiometria (audiometria) não tem a ordem do exame (campo exame[Audiometria]/ordExame do S-2220).',
    ],
    [
      'a generic procedure without observation',
      { exames: [{ nome: 'Outro', data: '2025-03-01', procedimento: '0999' }] },
      'exame[Outro]/obsProc',
      'O exame Outro (procedimento 0999) não tem observação (campo exame[Outro]/obsProc do S-2220).',
    ],
    [
      'an exam after the ASO',
      { exames: [{ nome: 'Clínico', data: '2025-03-11', procedimento: '0295' }] },
      'exame[Clínico]/dtExm',
      'O exame Clínico é posterior à data do ASO (campo exame[Clínico]/dtExm do S-2220).',
    ],
    [
      'an examining physician who is not a CRM',
      { medico: { nome: 'Eng. Carla', orgaoDeClasse: 4, numeroInscricao: '5061234567', uf: 'SP' } },
      'aso/medico/nrCRM',
      'O médico examinador Eng. Carla não tem registro no CRM (campo aso/medico/nrCRM do S-2220).',
    ],
    [
      'a coordinator without the CRM state',
      { coordenador: { nome: 'Dr. Paulo', orgaoDeClasse: 1, numeroInscricao: '1' } },
      'respMonit/ufCRM',
      'O médico coordenador do PCMSO Dr. Paulo não tem o estado do CRM (campo respMonit/ufCRM do S-2220).',
    ],
  ])('refuses %s, naming the field', (_c, over, campo, mensagem) => {
    const e = recusa(dados(over));
    expect(e.campo).toBe(campo);
    expect(e.message).toBe(mensagem);
  });

  it('refuses a company without CNPJ', () => {
    expect(() => cnpjS2220(dados({ empregador: { cnpj: null } }))).toThrow(
      'A empresa não tem CNPJ (campo ideEmpregador/nrInsc do S-2220).',
    );
  });
});
