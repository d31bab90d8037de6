// The staff's password recovery as its actions see it: the job that creates and mails the link
// (recuperar-senha.jobs.ts), sent by the public request and by an administrator's "Enviar link".

export const RECOVERY_JOB = 'senha.recuperacao';
