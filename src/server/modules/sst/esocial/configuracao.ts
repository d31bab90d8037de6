// The eSocial settings: the server's (environment variables, read when used so a test or a bench can point
// them at a local server) and the company's (who the employer is, the environment it sends to). The defaults
// are the official addresses of the web services (Manual de Orientação do Desenvolvedor do eSocial).
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { sql } from 'kysely';
import PACKAGE from '../../../../../package.json' with { type: 'json' };
import type { Db } from '../../../db/database.ts';
import { type Empregador, empregadorDe } from './empregador.ts';
import type { Ambiente } from './envelope.ts';

/** tpAmb: 1 produção, 2 produção restrita. */
export type TpAmb = 1 | 2;

export const URLS_OFICIAIS = {
  1: {
    envio:
      'https://webservices.envio.esocial.gov.br/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
    consulta:
      'https://webservices.consulta.esocial.gov.br/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
  },
  2: {
    envio:
      'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
    consulta:
      'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
  },
} as const;

const numero = (nome: string, padrao: number, min: number, max: number): number => {
  const v = Number(process.env[nome]);
  return Number.isFinite(v) && process.env[nome] !== '' && v >= min && v <= max ? v : padrao;
};

/** The server's environment: GENTE_ESOCIAL_AMBIENTE=1 sends to production; anything else, restricted. */
export const ambienteDoServidor = (): TpAmb => (process.env.GENTE_ESOCIAL_AMBIENTE === '1' ? 1 : 2);

/** The web services' addresses of an environment (GENTE_ESOCIAL_URL_ENVIO[_RESTRITA], …_CONSULTA[_RESTRITA]). */
export function enderecos(tpAmb: TpAmb): { envio: string; consulta: string } {
  const sufixo = tpAmb === 2 ? '_RESTRITA' : '';
  return {
    envio: process.env[`GENTE_ESOCIAL_URL_ENVIO${sufixo}`] || URLS_OFICIAIS[tpAmb].envio,
    consulta: process.env[`GENTE_ESOCIAL_URL_CONSULTA${sufixo}`] || URLS_OFICIAIS[tpAmb].consulta,
  };
}

let caLido: { arquivo: string; cas: string[] } | undefined;
/**
 * The authorities the TLS connection trusts: Node's, plus the PEM file in GENTE_ESOCIAL_CA (the ICP-Brasil
 * chain of the government's servers is not in Node's list; tests: the local server's authority).
 */
export function autoridadesConfiaveis(): string[] | undefined {
  const arquivo = process.env.GENTE_ESOCIAL_CA;
  if (!arquivo) return undefined;
  if (caLido?.arquivo !== arquivo)
    caLido = { arquivo, cas: [...rootCertificates, readFileSync(arquivo, 'utf8')] };
  return caLido.cas;
}

/** How long one call to a web service may take (GENTE_ESOCIAL_TIMEOUT_S, default 60). */
export const tempoLimiteMs = () => numero('GENTE_ESOCIAL_TIMEOUT_S', 60, 1, 600) * 1000;

/**
 * When the batch query job runs again: GENTE_ESOCIAL_CONSULTA_ESPERA_S (default 30) after sending, doubling on
 * each "em processamento" up to 30 minutes, never before the time the eSocial estimated; it stops after
 * GENTE_ESOCIAL_CONSULTA_MAX queries (default 20: about 8 hours), and 'Consultar' still works after that.
 */
export function proximaEspera(consultas: number, tempoEstimado?: number | null): number {
  const base = numero('GENTE_ESOCIAL_CONSULTA_ESPERA_S', 30, 0, 3600);
  const espera = Math.min(base * 2 ** consultas, 1800);
  return Math.max(espera, tempoEstimado ?? 0);
}
export const maximoDeConsultas = () => numero('GENTE_ESOCIAL_CONSULTA_MAX', 20, 1, 1000);

export const versaoDoAplicativo = () => `Gente ${PACKAGE.version}`;

/** What an event's head needs to know about the company: who the employer is and where it sends to. */
export type IdentificacaoEmpresa = {
  empregador: Empregador | null;
  /** the CNPJ, when the company has one (the certificate's check) */
  cnpj: string | null;
  tpAmb: TpAmb;
  /** CNPJs/CPFs allowed to sign and send for the company besides its own (an accountant, a service firm) */
  transmissores: string[];
};

export async function identificacaoDaEmpresa(db: Db, empresaId: number): Promise<IdentificacaoEmpresa> {
  const { rows } = await sql<{
    cnpj: string | null;
    natureza_juridica: string | null;
    esocial_producao_restrita: boolean | null;
    esocial_transmissores: string[] | null;
  }>`SELECT cnpj, natureza_juridica, esocial_producao_restrita, esocial_transmissores
       FROM empresa WHERE id = ${empresaId}`.execute(db);
  const e = rows[0];
  return {
    empregador: e ? empregadorDe({ cnpj: e.cnpj, naturezaJuridica: e.natureza_juridica }) : null,
    cnpj: e?.cnpj ?? null,
    // a company may always choose the restricted environment (tests with real data before going live)
    tpAmb: e?.esocial_producao_restrita ? 2 : ambienteDoServidor(),
    transmissores: e?.esocial_transmissores ?? [],
  };
}

export const ambiente = (tpAmb: TpAmb): Ambiente => ({ tpAmb, verProc: versaoDoAplicativo() });
