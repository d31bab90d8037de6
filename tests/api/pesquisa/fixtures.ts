// A small company for the survey tests:
//   Diretoria ⊃ Comercial; Ana (Diretoria), Bia, Caio, Duda (Comercial) log in as users linked to their
//   employee; Edu and Fabi (Comercial) have no system user, only an e-mail (they answer by personal link).
import { expect } from 'vitest';
import { Client, created } from '../../helpers/test-app.ts';
import { cpf } from '../avaliacao/fixtures.ts';

export const SENHA = 'senha-de-teste-9';
export const PESQUISAS = '/api/pesquisa/pesquisas';
const API = '/api/cargo-salario';

export type Pessoa = { id: number; client?: Client; email: string; cpf: string };
export type Fixture = {
  diretoria: number;
  comercial: number;
  pessoas: Record<'ana' | 'bia' | 'caio' | 'duda' | 'edu' | 'fabi', Pessoa>;
};

let seq = 200_000_100;

export async function montar(admin: Client, rotulo = ''): Promise<Fixture> {
  const area = async (nome: string, mae?: number) =>
    (
      await created(admin, `${API}/areas-organizacionais`, {
        nome: `${nome}${rotulo}`,
        ...(mae ? { areaMae: { id: mae } } : {}),
      })
    ).id as number;
  const diretoria = await area('Diretoria');
  const comercial = await area('Comercial', diretoria);
  const cargo = await created(admin, `${API}/cargos`, {
    nome: `Vendedor${rotulo}`,
    nomeMercado: 'Vendedor',
    areasOrganizacionais: [diretoria, comercial],
  });
  const faixa = (
    await created(admin, `${API}/faixas-salariais`, {
      cargo: { id: cargo.id },
      nome: 'Júnior',
      codigoCBO: '521110',
      historico: [{ data: '2024-01-01', tipo: 3, valor: 3000 }],
    })
  ).id as number;
  const perfil = await created(admin, '/api/utilitario/perfis', {
    nome: `Colaborador${rotulo}`,
    permissoes: [],
  });
  const pessoas = {} as Fixture['pessoas'];
  for (const [chave, nome, a, comUsuario] of [
    ['ana', 'Ana Lima', diretoria, true],
    ['bia', 'Bia Souza', comercial, true],
    ['caio', 'Caio Reis', comercial, true],
    ['duda', 'Duda Melo', comercial, true],
    ['edu', 'Edu Prado', comercial, false],
    ['fabi', 'Fabi Nunes', comercial, false],
  ] as const) {
    const doc = cpf(seq++);
    const email = `${chave}${rotulo.replace(/\W/g, '')}@exemplo.com.br`;
    const usuario = comUsuario
      ? await created(admin, '/api/utilitario/usuarios', {
          nome: `${nome}${rotulo}`,
          cpf: doc,
          senha: SENHA,
          email,
          empresas: [1],
          perfis: [perfil.id],
        })
      : undefined;
    const c = await created(admin, `${API}/colaboradores`, {
      nome: `${nome}${rotulo}`,
      dataAdmissao: '2024-01-01',
      ...(usuario ? { usuario: { id: usuario.id } } : { contato: { email } }),
    });
    await created(admin, `${API}/historicos-colaboradores`, {
      colaborador: { id: c.id },
      data: '2024-01-01',
      areaOrganizacional: { id: a },
      faixaSalarial: { id: faixa },
      tipoSalario: 1,
    });
    let client: Client | undefined;
    if (usuario) {
      client = new Client(admin.app);
      await client.login(doc, SENHA, 1);
    }
    pessoas[chave] = { id: c.id, email, cpf: doc, ...(client ? { client } : {}) };
  }
  return { diretoria, comercial, pessoas };
}

/** A survey with two aspects and five questions of every type; answers its ids. */
export async function pesquisaCompleta(admin: Client, extra: object = {}) {
  const p = await created(admin, PESQUISAS, {
    titulo: 'Clima 2026',
    cabecalho: 'Sua opinião importa.',
    dataIni: '2026-01-01',
    dataFim: '2099-12-31',
    anonima: false,
    perguntasPorPagina: 2,
    ...extra,
  });
  const Q = `${PESQUISAS}/${p.id}`;
  const lideranca = await created(admin, `${Q}/aspectos`, { nome: 'Liderança' });
  const ambiente = await created(admin, `${Q}/aspectos`, { nome: 'Ambiente' });
  const objetiva = await created(admin, `${Q}/perguntas`, {
    tipo: 1,
    texto: 'Seu gestor dá retorno sobre o seu trabalho?',
    aspecto: { id: lideranca.id },
    obrigatoria: true,
    respostas: [
      { texto: 'Sempre', peso: 3 },
      { texto: 'Às vezes', peso: 2 },
      { texto: 'Nunca', peso: 0 },
    ],
  });
  const multipla = await created(admin, `${Q}/perguntas`, {
    tipo: 5,
    texto: 'O que mais ajuda no seu dia?',
    aspecto: { id: ambiente.id },
    respostas: [{ texto: 'Equipe' }, { texto: 'Ferramentas' }, { texto: 'Horário' }],
  });
  const nota = await created(admin, `${Q}/perguntas`, {
    tipo: 4,
    texto: 'Nota para o ambiente de trabalho',
    aspecto: { id: ambiente.id },
    obrigatoria: true,
  });
  const enps = await created(admin, `${Q}/perguntas`, {
    tipo: 4,
    texto: 'De 0 a 10, quanto você recomendaria a empresa como lugar para trabalhar?',
    nps: true,
    obrigatoria: true,
  });
  const subjetiva = await created(admin, `${Q}/perguntas`, {
    tipo: 3,
    texto: 'O que podemos melhorar?',
  });
  return {
    id: p.id as number,
    Q,
    aspectos: { lideranca, ambiente },
    perguntas: { objetiva, multipla, nota, enps, subjetiva },
  };
}

export type Completa = Awaited<ReturnType<typeof pesquisaCompleta>>;

/** Makes everyone of `quem` a participant and releases the survey. */
export async function liberar(admin: Client, s: Completa, quem: number[]) {
  const g = await admin.post(`${s.Q}/participantes/gerar`, { colaboradores: quem });
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  const r = await admin.put(`${s.Q}/liberada/true`, {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

export const opcao = (pergunta: any, texto: string): number =>
  pergunta.respostas.find((o: any) => o.texto === texto).id;
