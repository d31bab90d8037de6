// Messages of the general registers that another file checks (the API tests assert the exact wording).

export const MSG_BAIRRO_INSTALACAO =
  'Os bairros são compartilhados por todas as empresas: só o administrador da instalação altera ou exclui um bairro.';
