// A local SMTP server (smtp-server) that keeps what the app mails, and a small MIME reader for what
// nodemailer writes (headers, multipart/alternative, quoted-printable or base64). A mail that carries a
// secret (a password-recovery link) can only be read here: the outbox keeps it redacted.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Mail = { to: string; raw: string; subject: string; from?: string; text: string; html: string };

const qp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
const encodedWords = (s: string) =>
  s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, txt: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(txt, 'base64').toString('utf8') : qp(txt.replace(/_/g, ' ')),
    );
function decodeBody(headers: string, body: string) {
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return qp(body);
  return body;
}

export function readMail(raw: string): Omit<Mail, 'to' | 'raw'> {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    headerText
      .split('\r\n')
      .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [];
  let text = '';
  let html = '';
  for (const part of parts) {
    const i = part.indexOf('\r\n\r\n');
    const partHeaders = part.slice(0, i);
    const body = decodeBody(partHeaders, part.slice(i + 4).replace(/\r\n$/, ''));
    if (/text\/html/i.test(partHeaders)) html = body;
    else if (/text\/plain/i.test(partHeaders)) text = body;
  }
  if (!boundary) text = decodeBody(headerText, raw.slice(split + 4));
  return { subject: encodedWords(headers.get('subject') ?? ''), from: headers.get('from'), text, html };
}

export type Smtp = {
  /** GENTE_SMTP_URL for startTestApp */
  url: string;
  /** every mail received, in order */
  received: Mail[];
  /** the next `n` recipients are refused with a temporary error (451) */
  refuse(n: number): void;
  /** how many recipients were refused so far */
  refused(): number;
  close(): Promise<void>;
};

export async function startSmtp(): Promise<Smtp> {
  const received: Mail[] = [];
  let refusals = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals--;
        refused++;
        const err = new Error('Caixa temporariamente indisponível') as Error & { responseCode: number };
        err.responseCode = 451;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw, ...readMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (n) => {
      refusals = n;
    },
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
