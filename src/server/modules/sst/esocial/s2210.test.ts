import { describe, expect, it } from 'vitest';
import { EventoRecusado } from './registro.ts';
import { conteudoS2210, type DadosS2210 } from './s2210.ts';

const base = (): DadosS2210 => ({
  empregador: { cnpj: '11222333000181' },
  trabalhador: { nome: 'Ana', cpf: '52998224725', matricula: '0001', vinculo: 'E', admissao: '2020-01-10' },
  cat: {
    dataAcidente: '2025-04-10',
    tipoAcidente: 1,
    horaAcidente: '09:30',
    horasTrabalhadas: '02:30',
    tipoCat: 1,
    obito: false,
    comunicacaoPolicia: false,
    situacaoGeradora: 200020300,
    iniciativa: 1,
    ultimoDiaTrabalhado: '2025-04-10',
    houveAfastamento: true,
  },
  local: {
    tipo: 4,
    logradouro: 'Rua A',
    numero: '10',
    codMunic: 3550308,
    uf: 'SP',
  },
  parteAtingida: 755070000,
  lateralidade: 2,
  agenteCausador: 303075250,
  atestado: {
    dataAtendimento: '2025-04-10',
    horaAtendimento: '10:15',
    internacao: false,
    duracaoTratamento: 30,
    afastamento: true,
    naturezaLesao: 702035000,
    cid: 'S626',
    emitente: { nome: 'Dra. Marta', orgaoClasse: 1, numero: '123456', uf: 'SP' },
  },
});

const recusa = (d: DadosS2210) => {
  try {
    conteudoS2210(d);
  } catch (e) {
    if (e instanceof EventoRecusado) return e.campo;
    throw e;
  }
  return null;
};

describe('S-2210 content', () => {
  it('a public-road accident: no CEP nor establishment needed; hours as HHMM', () => {
    const xml = conteudoS2210(base());
    expect(xml).toContain('<hrAcid>0930</hrAcid><hrsTrabAntesAcid>0230</hrsTrabAntesAcid>');
    expect(xml).toContain(
      '<tpLocal>4</tpLocal><dscLograd>Rua A</dscLograd><nrLograd>10</nrLograd><codMunic>3550308</codMunic><uf>SP</uf></localAcidente>',
    );
    expect(xml).not.toContain('catOrigem');
  });

  it('a disease carries no hour; a death carries its date and no time off', () => {
    const d = base();
    d.cat.tipoAcidente = 2;
    expect(conteudoS2210(d)).not.toContain('hrAcid');
    d.cat.obito = true;
    expect(recusa(d)).toBe('cat/dtObito');
    d.cat.dataObito = '2025-04-12';
    expect(recusa(d)).toBe('atestado/indAfast');
    d.atestado!.afastamento = false;
    expect(conteudoS2210(d)).toContain('<indCatObito>S</indCatObito><dtObito>2025-04-12</dtObito>');
  });

  it('refuses what the layout cannot take, naming the field', () => {
    const casos: [(d: DadosS2210) => void, string][] = [
      [(d) => (d.trabalhador.cpf = null), 'ideVinculo/cpfTrab'],
      [(d) => (d.cat.horaAcidente = null), 'cat/hrAcid'],
      [(d) => (d.cat.tipoCat = 2), 'catOrigem/nrRecCatOrig'],
      [(d) => (d.cat.ultimoDiaTrabalhado = null), 'cat/ultDiaTrab'],
      [(d) => (d.cat.ultimoDiaTrabalhado = '2019-12-31'), 'cat/ultDiaTrab'],
      [(d) => (d.local.tipo = 1), 'localAcidente/cep'],
      [(d) => Object.assign(d.local, { tipo: 3, cep: '01310100' }), 'localAcidente/ideLocalAcid/nrInsc'],
      [(d) => (d.local.tipo = 2), 'localAcidente/pais'],
      [(d) => (d.atestado = null), 'atestado'],
      [(d) => (d.atestado!.dataAtendimento = '2025-04-09'), 'atestado/dtAtendimento'],
      [(d) => (d.atestado!.emitente.uf = null), 'emitente/ufOC'],
    ];
    for (const [mudar, campo] of casos) {
      const d = base();
      mudar(d);
      expect(recusa(d), campo).toBe(campo);
    }
  });
});
