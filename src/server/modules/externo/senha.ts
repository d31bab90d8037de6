// The candidates' password recovery as its actions see it: the job that creates and mails the link (senha.jobs.ts).

export const RECUPERACAO_CANDIDATO_JOB = 'externo.senha.recuperacao';
