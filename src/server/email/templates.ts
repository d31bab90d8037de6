// E-mail templates: Portuguese, with the company's name, as plain text plus HTML. Interpolated values are
// escaped in the HTML; links are printed whole in the text part.
export type Rendered = { assunto: string; texto: string; html: string };

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The common frame: greeting, paragraphs, an optional button link, the company as signature. */
export function layout(opts: {
  empresa: string;
  assunto: string;
  saudacao: string;
  paragrafos: string[];
  link?: { texto: string; url: string };
  rodape?: string;
}): Rendered {
  const { empresa, assunto, saudacao, paragrafos, link, rodape } = opts;
  const texto = [
    saudacao,
    '',
    ...paragrafos.flatMap((p) => [p, '']),
    ...(link ? [`${link.texto}: ${link.url}`, ''] : []),
    ...(rodape ? [rodape, ''] : []),
    `${empresa} — mensagem automática do Gente; não responda a este e-mail.`,
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(saudacao)}</p>
${paragrafos.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}" style="background:#1565c0;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.texto)}</a></p><p style="font-size:12px">${escapeHtml(link.url)}</p>` : ''}
${rodape ? `<p style="font-size:12px;color:#555">${escapeHtml(rodape)}</p>` : ''}
<hr><p style="font-size:12px;color:#555">${escapeHtml(empresa)} — mensagem automática do Gente; não responda a este e-mail.</p>
</body></html>`;
  return { assunto: `${assunto} — ${empresa}`, texto, html };
}

export const TEMPLATES = {
  recuperacaoSenha: (v: { empresa: string; nome: string; url: string; validadeMinutos: number }) =>
    layout({
      empresa: v.empresa,
      assunto: 'Redefinição de senha',
      saudacao: `Olá, ${v.nome}.`,
      paragrafos: [
        'Recebemos um pedido para redefinir a sua senha de acesso ao Gente.',
        `O link abaixo vale por ${v.validadeMinutos} minutos e pode ser usado uma única vez.`,
      ],
      link: { texto: 'Redefinir senha', url: v.url },
      rodape: 'Se você não pediu a redefinição, ignore este e-mail: a sua senha continua a mesma.',
    }),
} as const;
