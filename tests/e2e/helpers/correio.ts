// The test SMTP server's mailbox (scripts/e2e-server.mjs writes each message received as a .eml file): a
// browser test waits for the e-mail a person would receive and reads its text part.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The mailbox of the app this worker talks to (one per worker: scripts/e2e-server.mjs). */
const dir = () =>
  path.join(os.tmpdir(), `gente-e2e-correio-${new URL(test.info().project.use.baseURL!).port}`);

/** The text of a message as nodemailer writes it: quoted-printable (or base64) text/plain part. */
function texto(raw: string): string {
  const parte = /Content-Type: text\/plain[^\r\n]*\r?\n([\s\S]*?)\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
    raw,
  );
  if (!parte) return raw;
  const [, cabecalho, corpo] = parte;
  if (/base64/i.test(cabecalho!)) return Buffer.from(corpo!.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(
    corpo!
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** Waits for an e-mail to `para` (received after `desde`) and answers its text. */
export async function esperaEmail(para: string, desde = 0): Promise<string> {
  let achado = '';
  await expect(async () => {
    const arquivos = readdirSync(dir())
      .filter((f) => Number(f.split('-')[0]) >= desde)
      .sort();
    for (const f of arquivos) {
      const raw = readFileSync(path.join(dir(), f), 'utf8');
      if (new RegExp(`^To:.*${para.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw))
        achado = texto(raw);
    }
    expect(achado, `e-mail para ${para}`).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return achado;
}
