// Before a candidate is saved: a CPF that belongs to current or former employees asks for confirmation
// ('Existem talentos que já foram contratados com esse CPF {cpf}', issue / spec §7 valida-cpf). Another
// candidate with the CPF is refused by the server itself, so it is not asked here.
import type { BeforeSave } from '../../../generic/index.ts';
import { apiFetch } from '../../../providers/http.ts';

type Resposta = { talentos: unknown[]; mensagens: string[] };

export const confirmaCpfDeTalento: BeforeSave = async (body, { id }) => {
  const cpf = body.cpf;
  if (typeof cpf !== 'string' || cpf === '') return undefined;
  const r = await apiFetch<Resposta>('/captacao/candidatos/valida-cpf', {
    query: { cpf, ...(id !== undefined ? { candidatoId: Number(id) } : {}) },
  });
  if (r.talentos.length === 0) return undefined;
  const aviso = r.mensagens.find((m) => m.startsWith('Existem talentos')) ?? r.mensagens.join(' ');
  return `${aviso}. Deseja gravar o candidato assim mesmo?`;
};
