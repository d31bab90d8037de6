// The person behind a demo employee: name (faker pt-BR, women's share by occupation), birth, documents
// with valid check digits (documentos.ts), address in the establishment's city or state, contact.
import { iso } from './calendario.ts';
import type { Admissao, Contexto } from './colaboradores.ts';
import { novoCpf, novoPis } from './documentos.ts';
import { BAIRROS, slug } from './estrutura.ts';

/** Share of women by the tag of the job's areas (the rest: half). */
export const FEMININO: Record<string, number> = {
  obra: 0.08,
  qualidade: 0.3,
  enf: 0.85,
  hotel: 0.7,
  agri: 0.15,
  ind: 0.4,
  log: 0.2,
};
export const PROVEDORES = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
];

/** The employee record of hiring `a`: a pt-BR person living near the establishment; returns its position. */
export function planejarPessoa(ctx: Contexto, a: Admissao): number {
  const { faker, plano, refs, empresa, usados } = ctx;
  const { cargo, estab, admissao, desligamento, matricula } = a;
  const tag = cargo.areas[0]!.tag;
  const sexo = faker.number.float() < (FEMININO[tag] ?? 0.5) ? 'F' : 'M';
  const primeiro = faker.person.firstName(sexo === 'F' ? 'female' : 'male');
  const sobrenome1 = faker.person.lastName();
  let sobrenome2 = faker.person.lastName();
  if (sobrenome2 === sobrenome1) sobrenome2 = faker.person.lastName();
  const nome = `${primeiro} ${sobrenome1} ${sobrenome2}`;
  const idade = faker.number.int({ min: 18, max: 55 });
  const nascimento = admissao - idade * 365 - faker.number.int({ min: 0, max: 364 });
  // the establishment of the admission decides the home town (most live in the same city)
  const mesmaCidade = faker.number.float() < 0.85;
  const cidades = refs.cidadesPorUf.get(estab.cidade.ufId)!;
  const cidade = mesmaCidade ? estab.cidade : faker.helpers.arrayElement(cidades);
  const cep = mesmaCidade
    ? `${estab.cep}${faker.string.numeric(3)}`
    : `${estab.cep.slice(0, 2)}${faker.string.numeric(6)}`;
  return plano.colaborador.add({
    empresa_id: empresa.pos,
    nome,
    matricula: String(matricula).padStart(6, '0'),
    cpf: novoCpf(faker, usados),
    pessoal_data_nascimento: iso(nascimento),
    pessoal_naturalidade:
      faker.number.float() < 0.7 ? estab.cidade.nome : faker.helpers.arrayElement(cidades).nome,
    pessoal_sexo: sexo,
    pessoal_estado_civil: faker.helpers.weightedArrayElement([
      { value: '01', weight: 45 },
      { value: '02', weight: 40 },
      { value: '03', weight: 8 },
      { value: '05', weight: 7 },
    ]),
    pessoal_escolaridade: cargo.catalogo.escolaridade,
    pessoal_etnia_raca: faker.helpers.weightedArrayElement([
      { value: '1', weight: 43 },
      { value: '2', weight: 10 },
      { value: '4', weight: 45 },
      { value: '6', weight: 1 },
      { value: '9', weight: 1 },
    ]),
    pessoal_deficiencia: faker.number.float() < 0.04 ? String(faker.number.int({ min: 1, max: 5 })) : '0',
    pessoal_qtd_filhos: faker.helpers.weightedArrayElement([
      { value: 0, weight: 40 },
      { value: 1, weight: 30 },
      { value: 2, weight: 22 },
      { value: 3, weight: 8 },
    ]),
    pessoal_mae: `${faker.person.firstName('female')} ${faker.person.lastName()} ${sobrenome1}`,
    documentos_pis: novoPis(faker, usados),
    documentos_rg: faker.string.numeric({ length: 9, allowLeadingZeros: false }),
    documentos_rg_orgao_emissor: 'SSP',
    documentos_rg_uf_id: estab.cidade.ufId,
    documentos_rg_data_expedicao: iso(nascimento + 18 * 365 + faker.number.int({ min: 0, max: 3000 })),
    documentos_ctps_numero: faker.string.numeric({ length: 7, allowLeadingZeros: false }),
    documentos_ctps_serie: faker.string.numeric(4),
    documentos_ctps_uf_id: estab.cidade.ufId,
    endereco_cep: cep,
    endereco_logradouro: faker.location.street(),
    endereco_numero: String(faker.number.int({ min: 1, max: 2500 })),
    endereco_complemento:
      faker.number.float() < 0.3 ? `Apto ${faker.number.int({ min: 11, max: 1204 })}` : null,
    endereco_bairro: faker.helpers.arrayElement(BAIRROS),
    endereco_uf_id: cidade.ufId,
    endereco_cidade_id: cidade.id,
    contato_email: `${slug(primeiro)}.${slug(sobrenome2)}${faker.number.int({ min: 1, max: 99 })}@${faker.helpers.arrayElement(PROVEDORES)}`,
    contato_ddd_celular: estab.ddd,
    contato_fone_celular: `9${faker.number.int({ min: 6, max: 9 })}${faker.string.numeric(7)}`,
    data_admissao: iso(admissao),
    data_desligamento: desligamento === null ? null : iso(desligamento),
    vinculo: 'E',
    status: desligamento === null ? 'A' : 'D',
  });
}
