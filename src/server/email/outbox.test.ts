import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from './outbox.ts';
import { TEMPLATES } from './templates.ts';

const TOKEN = 'k3Y_-secreto0123456789abcdefghijABCDEFGHIJ';
const URL_ = `https://rh.example.com/externo/recuperar-senha?empresaId=1&token=${TOKEN}`;

describe('redact', () => {
  const msg = TEMPLATES.recuperacaoSenha({
    empresa: 'Souza & Filhos',
    nome: 'Ana',
    url: URL_,
    validadeMinutos: 60,
  });

  it('replaces the link in the text and in the HTML (where it is escaped), and keeps the rest', () => {
    expect(msg.html).toContain('empresaId=1&amp;token=');
    const out = redact(msg, { valores: [URL_, TOKEN], validadeMinutos: 60 });
    expect(out.texto).toContain(`Redefinir senha: ${REDACTED}`);
    expect(out.html).toContain(`href="${REDACTED}"`);
    for (const part of [out.texto, out.html, out.assunto]) {
      expect(part).not.toContain(TOKEN);
      expect(part).not.toContain('token=');
    }
    expect(out.texto).toContain('Olá, Ana.');
    expect(out.html).toContain('Souza &amp; Filhos');
    expect(out.assunto).toBe(msg.assunto);
  });

  it('also removes a token written apart from its link', () => {
    const out = redact(
      { assunto: 'x', texto: `código: ${TOKEN}`, html: `<p>${TOKEN}</p>` },
      { valores: [URL_, TOKEN], validadeMinutos: 60 },
    );
    expect(out).toEqual({ assunto: 'x', texto: `código: ${REDACTED}`, html: `<p>${REDACTED}</p>` });
  });
});
