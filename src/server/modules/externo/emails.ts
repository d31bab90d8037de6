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

/** A registration in the portal was stored: how to come in (the candidate chose the password). */
export const emailCadastroCriado = (v: { empresa: string; nome: string; url: string }) =>
  layout({
    empresa: v.empresa,
    assunto: 'Seu cadastro no Portal do Candidato',
    saudacao: `Olá, ${v.nome}.`,
    paragrafos: [
      'Seu cadastro no Portal do Candidato foi criado.',
      'Para acompanhar suas candidaturas e atualizar seus dados, entre com seu CPF e a senha que você escolheu.',
    ],
    link: { texto: 'Entrar no portal', url: v.url },
    rodape: 'Se você não fez este cadastro, responda a este e-mail ou procure o RH da empresa.',
  });

/**
 * Someone tried to register with the CPF of an existing candidate: the portal answered as for any
 * registration (it tells nobody whether a CPF is registered), so the owner hears of it here.
 */
export const emailCadastroRepetido = (v: { empresa: string; nome: string; url: string }) =>
  layout({
    empresa: v.empresa,
    assunto: 'Tentativa de cadastro com o seu CPF no Portal do Candidato',
    saudacao: `Olá, ${v.nome}.`,
    paragrafos: [
      'Alguém tentou criar um novo cadastro no Portal do Candidato com o seu CPF. Nada foi alterado no seu cadastro.',
      'Se foi você, entre com o seu CPF e a senha que você já usa. Se não lembra a senha, use o link abaixo para criar uma nova.',
    ],
    link: { texto: 'Criar uma nova senha', url: v.url },
    rodape: 'Se não foi você, ignore este e-mail: o seu cadastro e a sua senha continuam os mesmos.',
  });
