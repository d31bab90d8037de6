// The portal's e-mails (plain text and HTML through the shared layout, values escaped there).
import { layout } from '../../email/templates.ts';

/** A job ad sent to a friend (spec §3 share-with-friend form). */
export const emailAnuncioAmigo = (v: {
  empresa: string;
  nome: string;
  email: string;
  nomeAmigo: string;
  titulo: string;
  descricao: string;
  url: string;
}) =>
  layout({
    empresa: v.empresa,
    assunto: `${v.nome} indicou uma vaga para você: ${v.titulo}`,
    saudacao: `Olá, ${v.nomeAmigo}.`,
    paragrafos: [
      `${v.nome} (${v.email}) achou que esta vaga pode interessar a você: ${v.titulo}.`,
      v.descricao.length > 600 ? `${v.descricao.slice(0, 600)}…` : v.descricao,
      'Para se candidatar, cadastre-se no Portal do Candidato pelo link abaixo.',
    ],
    link: { texto: 'Ver a vaga', url: v.url },
  });
