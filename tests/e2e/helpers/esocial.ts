// The local eSocial of the app under test (scripts/e2e-server.mjs points each instance at
// https://127.0.0.1:<port + 100> and trusts the authority in <tmp>/gente-e2e-esocial-<port>.pem): started by
// the spec that sends, with the file written before the first batch.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  iniciarServidorEsocial,
  type OpcoesServidor,
  type ServidorEsocial,
} from '../../helpers/esocial-server.ts';

export async function esocialLocal(baseURL: string, opcoes: OpcoesServidor = {}): Promise<ServidorEsocial> {
  const port = Number(new URL(baseURL).port);
  const srv = await iniciarServidorEsocial(opcoes, port + 100);
  writeFileSync(path.join(os.tmpdir(), `gente-e2e-esocial-${port}.pem`), srv.caPem);
  return srv;
}

/** A valid CPF from 9 digits (each spec run its own people: CPFs are unique in a company). */
export function cpfDe(base9: string): string {
  let cpf = base9;
  for (const n of [9, 10]) {
    const soma = [...cpf].reduce((s, d, i) => s + Number(d) * (n + 1 - i), 0);
    const r = soma % 11;
    cpf += r < 2 ? '0' : String(11 - r);
  }
  return cpf;
}
