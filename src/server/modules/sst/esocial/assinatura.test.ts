// The canonical fast signature equals xml-crypto's SignedXml one, verifies with xml-crypto, and the signed event
// passes the official XSD; the XSD refuses an event with a layout error, naming the element.
import { createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assinaturaConfere, certificadoTeste } from '../../../../../tests/api/sst/certificado-teste.ts';
import { assinar, assinarSignedXml, comAssinaturaProvisoria } from './assinatura.ts';
import { conteudoS2240, type DadosS2240, eventoS2240, idEvento, S2240Recusado } from './s2240.ts';
import { elementoDoErro, validarS2240 } from './xsd.ts';

const cert = certificadoTeste();
const chave = { privateKey: createPrivateKey(cert.chavePem), certificadoPem: cert.certificadoPem };

const dados = (over: Partial<DadosS2240> = {}): DadosS2240 => ({
  empregador: { cnpj: '11222333000181' },
  trabalhador: { nome: 'Ana & Cia <teste>', cpf: '52998224725', matricula: '0001', vinculo: 'E' },
  dtIniCondicao: '2024-03-01',
  ambiente: { nome: 'Produção "A" & <B>', localAmb: 1, tpInsc: 1, nrInsc: '11222333000181' },
  atividades: 'Operar prensa hidráulica; conferir peças.',
  agentes: [
    {
      codigo: '02.01.001',
      tipoAvaliacao: '1',
      intensidadeConcentracao: '91.5000',
      unidadeMedida: 4,
      tecnicaMedicao: 'NHO-01',
      utilizaEpc: '2',
      epcEficaz: 'S',
      utilizaEpi: '2',
      epiEficaz: 'S',
      epis: [{ nome: 'Protetor', numeroCA: '5745' }],
      respostasEpi: {
        medProtecao: 'S',
        condFuncto: 'S',
        usoInint: 'N',
        przValid: 'S',
        periodicTroca: 'S',
        higienizacao: 'S',
      },
    },
  ],
  responsaveis: [
    { nome: 'Carla', cpf: '39053344705', orgaoDeClasse: 4, numeroInscricao: '5061234567', uf: 'SP' },
  ],
  observacao: 'Laudo de 2024.',
  ...over,
});

const EMPREGADOR = { tpInsc: 1, nrInsc: '11222333' } as const;
const evento = (d = dados(), seq = 1) =>
  eventoS2240(
    idEvento(EMPREGADOR, '20240301120000', seq),
    { tpAmb: 2, verProc: 'Gente teste', empregador: EMPREGADOR },
    conteudoS2240(d),
  );

const verifica = (xml: string) => assinaturaConfere(xml, cert.certificadoPem);

const valor = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

describe('S-2240 signature', () => {
  it('the canonical signature equals xml-crypto SignedXml and verifies', () => {
    const xml = evento();
    const rapido = assinar(xml, chave);
    const referencia = assinarSignedXml(xml, chave);
    expect(valor(rapido, 'DigestValue')).toBe(valor(referencia, 'DigestValue'));
    expect(valor(rapido, 'SignatureValue')).toBe(valor(referencia, 'SignatureValue'));
    expect(verifica(rapido)).toBe(true);
    expect(verifica(referencia)).toBe(true);
    // a changed byte breaks it
    expect(verifica(rapido.replace('Operar prensa', 'Operar prensas'))).toBe(false);
  });

  it('the signed event is valid against the official XSD, the Id has 36 characters', async () => {
    const xml = assinar(evento(), chave);
    expect(await validarS2240([xml])).toEqual([null]);
    const id = /Id="([^"]+)"/.exec(xml)![1]!;
    expect(id).toHaveLength(36);
    expect(id).toBe('ID1112223330000002024030112000000001');
  });

  it('the XSD requires the signature; the placeholder lets an unsigned event be checked', async () => {
    const [semAssinatura, provisoria] = await validarS2240([evento(), comAssinaturaProvisoria(evento())]);
    expect(elementoDoErro(semAssinatura!)).toBe('eSocial');
    expect(semAssinatura).toContain('Signature');
    expect(provisoria).toBeNull();
  });

  it('the XSD refuses a layout error and names the element', async () => {
    const longo = dados({ atividades: 'x'.repeat(1000) });
    const [erro] = await validarS2240([comAssinaturaProvisoria(evento(longo))]);
    expect(elementoDoErro(erro!)).toBe('dscAtivDes');
  });
});

describe('S-2240 content rules', () => {
  it('09.01.001 alone: only the code; harmful agents drop it; respReg without class body then', async () => {
    const ausencia = dados({
      agentes: [{ codigo: '09.01.001', descricao: 'Sem exposição', epis: [], respostasEpi: {} as never }],
    });
    // its description is sent before 2024-04-22 only
    expect(evento(ausencia)).toContain(
      '<agNoc><codAgNoc>09.01.001</codAgNoc><dscAgNoc>Sem exposição</dscAgNoc></agNoc>',
    );
    const xml = evento({ ...ausencia, dtIniCondicao: '2024-04-22' });
    expect(xml).toContain('<agNoc><codAgNoc>09.01.001</codAgNoc></agNoc>');
    expect(xml).toContain('<respReg><cpfResp>39053344705</cpfResp></respReg>');
    const misto = dados();
    misto.agentes!.push({ codigo: '09.01.001', epis: [], respostasEpi: {} as never });
    expect(evento(misto)).not.toContain('09.01.001');
    expect(await validarS2240([assinar(xml, chave), assinar(evento(misto, 2), chave)])).toEqual([null, null]);
  });

  it('a qualitative assessment sends no measurement; EPC/EPI answers only when used', async () => {
    const d = dados();
    Object.assign(d.agentes![0]!, { tipoAvaliacao: '2', utilizaEpi: '1', utilizaEpc: '0' });
    const xml = evento(d);
    expect(xml).toContain(
      '<tpAval>2</tpAval><epcEpi><utilizEPC>0</utilizEPC><utilizEPI>1</utilizEPI></epcEpi>',
    );
    expect(await validarS2240([assinar(xml, chave)])).toEqual([null]);
  });

  it.each([
    ['no CPF', { trabalhador: { nome: 'Ana', cpf: null, matricula: '1' } }, 'ideVinculo/cpfTrab'],
    [
      'no registration number',
      { trabalhador: { nome: 'Ana', cpf: '52998224725', matricula: null, vinculo: 'E' } },
      'ideVinculo/matricula',
    ],
    ['no environment', { ambiente: null }, 'infoAmb'],
    ['no function', { atividades: null }, 'infoAtiv/dscAtivDes'],
    ['no condition', { agentes: null }, 'agNoc'],
    ['no professional', { responsaveis: [] }, 'respReg'],
    [
      'a professional without CPF',
      { responsaveis: [{ nome: 'X', orgaoDeClasse: 4, numeroInscricao: '1', uf: 'SP' }] },
      'respReg/cpfResp',
    ],
  ])('refuses an employee with %s, naming the field', (_c, over, campo) => {
    try {
      conteudoS2240(dados(over as Partial<DadosS2240>));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(S2240Recusado);
      expect((e as S2240Recusado).campo).toBe(campo);
      expect((e as S2240Recusado).message).toContain(`(campo ${campo} do S-2240)`);
    }
  });

  it('an intern goes by category 901 without registration number', async () => {
    const xml = evento(
      dados({ trabalhador: { nome: 'Estagiária', cpf: '52998224725', matricula: null, vinculo: 'S' } }),
    );
    expect(xml).toContain('<ideVinculo><cpfTrab>52998224725</cpfTrab><codCateg>901</codCateg></ideVinculo>');
    expect(await validarS2240([assinar(xml, chave)])).toEqual([null]);
  });
});
