// The attendance QR code (issue 29): a token signed by the server (HMAC-SHA256 of the company, the class day and
// the 30-second window it was made in) that the instructor's screen renews every 30 s. A scan is accepted in
// the window the code was shown and the next one (≤ 60 s after it appeared: the phone may take a moment), so a
// photographed code used later is refused; the same employee's second scan finds the presence already marked.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const JANELA_SEGUNDOS = 30;
const SEGREDO = 'desenvolvimento-presenca-qrcode';

export const janelaDe = (agoraMs: number) => Math.floor(agoraMs / (JANELA_SEGUNDOS * 1000));

/** The installation's key for attendance codes, created on first use and shared by every instance. */
export async function chavePresenca(db: Db): Promise<string> {
  const ler = async () =>
    (await sql<{ valor: string }>`SELECT valor FROM segredo_servidor WHERE nome = ${SEGREDO}`.execute(db))
      .rows[0]?.valor;
  const existente = await ler();
  if (existente) return existente;
  await sql`INSERT INTO segredo_servidor (nome, valor) VALUES (${SEGREDO}, ${randomBytes(32).toString('hex')})
    ON CONFLICT (nome) DO NOTHING`.execute(db);
  return (await ler())!;
}

const assinatura = (chave: string, empresaId: number, diaId: number, janela: number) =>
  createHmac('sha256', chave)
    .update(`presenca:${empresaId}:${diaId}:${janela}`)
    .digest('base64url')
    .slice(0, 27);

export function gerarCodigo(chave: string, empresaId: number, diaId: number, agoraMs: number) {
  const janela = janelaDe(agoraMs);
  return {
    codigo: `${empresaId}.${diaId}.${janela}.${assinatura(chave, empresaId, diaId, janela)}`,
    validoAte: new Date((janela + 2) * JANELA_SEGUNDOS * 1000).toISOString(),
    renovarEm: new Date((janela + 1) * JANELA_SEGUNDOS * 1000).toISOString(),
  };
}

export type LeituraCodigo =
  | { ok: true; empresaId: number; diaId: number }
  | { ok: false; motivo: 'invalido' | 'expirado' };

export function lerCodigo(chave: string, codigo: string, agoraMs: number): LeituraCodigo {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{27})$/.exec(codigo.trim());
  if (!m) return { ok: false, motivo: 'invalido' };
  const [empresaId, diaId, janela] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const esperada = Buffer.from(assinatura(chave, empresaId, diaId, janela));
  if (!timingSafeEqual(esperada, Buffer.from(m[4]!))) return { ok: false, motivo: 'invalido' };
  const atual = janelaDe(agoraMs);
  // a window from the future was signed by this server with a clock ahead: treated as the current one
  if (janela < atual - 1 || janela > atual + 1) return { ok: false, motivo: 'expirado' };
  return { ok: true, empresaId, diaId };
}
