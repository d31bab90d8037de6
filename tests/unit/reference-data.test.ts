// The reference-data CSVs the server loads into `estado` and `cidade` (no database needed).
import { describe, expect, it } from 'vitest';
import { readEstados, readMunicipios, readReferenceCsv } from '../../src/server/db/reference-data.ts';

describe('reference-data/estados.csv and municipios.csv', () => {
  it('has the 27 states with unique 2-digit codes and abbreviations', async () => {
    const estados = await readEstados();
    expect(estados).toHaveLength(27);
    expect(new Set(estados.map((e) => e.codigoIbge)).size).toBe(27);
    expect(new Set(estados.map((e) => e.sigla)).size).toBe(27);
    for (const e of estados) {
      expect(e.codigoIbge).toBeGreaterThanOrEqual(11);
      expect(e.codigoIbge).toBeLessThanOrEqual(53);
      expect(e.sigla).toMatch(/^[A-Z]{2}$/);
      expect(e.nome.length).toBeGreaterThan(0);
    }
    expect(estados.find((e) => e.sigla === 'SP')).toEqual({ codigoIbge: 35, sigla: 'SP', nome: 'São Paulo' });
  });

  it('has the 5,571 municipalities, each in the state its code starts with', async () => {
    const [estados, municipios] = await Promise.all([readEstados(), readMunicipios()]);
    const ufByCode = new Map(estados.map((e) => [e.codigoIbge, e.sigla]));
    expect(municipios).toHaveLength(5571);
    expect(new Set(municipios.map((m) => m.codigoIbge)).size).toBe(5571);
    for (const m of municipios) {
      expect(String(m.codigoIbge)).toMatch(/^\d{7}$/);
      expect(ufByCode.get(Math.floor(m.codigoIbge / 100000)), `${m.codigoIbge} ${m.nome}`).toBe(m.uf);
      expect(m.nome.trim()).toBe(m.nome);
      expect(m.nome.length).toBeGreaterThan(0);
    }
    const byCode = new Map(municipios.map((m) => [m.codigoIbge, m]));
    expect(byCode.get(5300108)).toEqual({ codigoIbge: 5300108, nome: 'Brasília', uf: 'DF' });
    expect(byCode.get(5101837)).toEqual({ codigoIbge: 5101837, nome: 'Boa Esperança do Norte', uf: 'MT' });
    expect(byCode.get(3550308)?.nome).toBe('São Paulo');
    expect(municipios.filter((m) => m.uf === 'DF')).toHaveLength(1);
  });

  it('parses the other reference files with their documented row counts', async () => {
    const counts: Record<string, number> = {
      'bancos.csv': 511,
      'cbo2002-ocupacoes.csv': 2694,
      'cid10-categorias.csv': 2045,
      'cid10-subcategorias.csv': 12451,
      'esocial-tabela18.csv': 40,
      'esocial-tabela19.csv': 49,
      'esocial-tabela24.csv': 94,
      'esocial-tabela27.csv': 1436,
      'esocial-tabela28.csv': 21,
    };
    for (const [file, n] of Object.entries(counts))
      expect(await readReferenceCsv(file), file).toHaveLength(n);
  });
});
