// The page a visitor is taken back to after logging in or registering (sessionStorage, this tab only): the
// private page they were sent to the login from, or the ad they asked to apply to.
const CHAVE = 'gente.externo.proxima';

const storage = () => {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
};

export function lembrarProxima(endereco: string): void {
  if (endereco.startsWith('/externo/')) storage()?.setItem(CHAVE, endereco);
}

/** The remembered page, forgotten as it is taken. */
export function tomarProxima(): string | undefined {
  const proxima = storage()?.getItem(CHAVE) ?? undefined;
  storage()?.removeItem(CHAVE);
  return proxima?.startsWith('/externo/') ? proxima : undefined;
}

/** The ad a visitor asked to apply to, while they log in or register (the login and registration say so). */
export function anuncioPendente(): string | undefined {
  const proxima = storage()?.getItem(CHAVE) ?? '';
  return /^\/externo\/anuncios\/\d+/.test(proxima) ? proxima : undefined;
}
