// Modules of the ALTCHA widget the portal loads on demand (the package types only its main entry).
declare module 'altcha/i18n/pt-br';
declare module 'altcha/external';
declare module 'altcha/altcha.css';
declare module 'altcha/workers/pbkdf2?worker' {
  const Worker: new () => globalThis.Worker;
  export default Worker;
}
