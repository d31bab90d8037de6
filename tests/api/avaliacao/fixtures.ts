// A small company for the evaluation tests, with people who log in as users linked to employees:
//
//   Diretoria (responsável Ana) ⊃ Comercial (responsável Bia)
//   Ana — Diretoria; Bia, Caio, Duda, Edu — Comercial; all Vendedor / faixa Júnior since 2024-01-01
//   competence levels Básico 1, Intermediário 2, Avançado 3, Especialista 4
//   faixa Júnior requires Excel (conhecimento) Intermediário ×1, Negociação (habilidade) Avançado ×2,
//   Proatividade (atitude) Avançado ×1
//   model "Desempenho 2026": Objetiva (Ótimo 4, Bom 3, Regular 2, Ruim 0; peso 2, obrigatória) and Nota 1–10
//   (peso 1)
import { Client, created } from '../../helpers/test-app.ts';

export const SENHA = 'senha-de-teste-9';
const API = '/api/cargo-salario';

/** A valid CPF from a 9-digit seed. */
export function cpf(seed: number): string {
  const base = String(seed).padStart(9, '0').slice(-9).split('').map(Number);
  const dv = (ds: number[]) => {
    const s = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0) % 11;
    return s < 2 ? 0 : 11 - s;
  };
  const d1 = dv(base);
  const d2 = dv([...base, d1]);
  return [...base, d1, d2].join('');
}

export type Pessoa = { id: number; usuarioId: number; client: Client };
export type Fixture = {
  diretoria: number;
  comercial: number;
  faixa: number;
  niveis: Record<'basico' | 'intermediario' | 'avancado' | 'especialista', number>;
  competencias: { excel: number; negociacao: number; proatividade: number };
  modelo: number;
  perguntas: { objetiva: any; nota: any };
  pessoas: Record<'ana' | 'bia' | 'caio' | 'duda' | 'edu', Pessoa>;
};

let seq = 100_000_100;

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
  for (const [chave, nome, a] of [
    ['ana', 'Ana Lima', diretoria],
    ['bia', 'Bia Souza', comercial],
    ['caio', 'Caio Reis', comercial],
    ['duda', 'Duda Melo', comercial],
    ['edu', 'Edu Prado', comercial],
  ] as const) {
    const doc = cpf(seq++);
    const usuario = await created(admin, '/api/utilitario/usuarios', {
      nome: `${nome}${rotulo}`,
      cpf: doc,
      senha: SENHA,
      email: `${chave}${rotulo.replace(/\W/g, '')}@exemplo.com.br`,
      empresas: [1],
      perfis: [perfil.id],
    });
    const c = await created(admin, `${API}/colaboradores`, {
      nome: `${nome}${rotulo}`,
      dataAdmissao: '2024-01-01',
      usuario: { id: usuario.id },
    });
    await created(admin, `${API}/historicos-colaboradores`, {
      colaborador: { id: c.id },
      data: '2024-01-01',
      areaOrganizacional: { id: a },
      faixaSalarial: { id: faixa },
      tipoSalario: 1,
    });
    const client = new Client(admin.app);
    await client.login(doc, SENHA, 1);
    pessoas[chave] = { id: c.id, usuarioId: usuario.id, client };
  }
  for (const [a, resp] of [
    [diretoria, pessoas.ana.id],
    [comercial, pessoas.bia.id],
  ] as const) {
    const atual = (await admin.get(`${API}/areas-organizacionais/${a}`)).body;
    const {
      id: _id,
      descricaoHierarquia: _d,
      nomeResponsaveis: _n,
      nomeCoResponsaveis: _c,
      ...corpo
    } = atual;
    const res = await admin.put(`${API}/areas-organizacionais/${a}`, { ...corpo, responsaveis: [resp] });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
  const niveis = {} as Fixture['niveis'];
  for (const [chave, descricao, ordem] of [
    ['basico', 'Básico', 1],
    ['intermediario', 'Intermediário', 2],
    ['avancado', 'Avançado', 3],
    ['especialista', 'Especialista', 4],
  ] as const) {
    const existente = (
      await admin.get(`${API}/niveis-competencia?descricao=${encodeURIComponent(descricao)}`)
    ).body;
    niveis[chave] =
      existente[0]?.id ?? (await created(admin, `${API}/niveis-competencia`, { descricao, ordem })).id;
  }
  const comp = async (path: string, nome: string) =>
    (await created(admin, `${API}/${path}`, { nome: `${nome}${rotulo}`, areasOrganizacionais: [comercial] }))
      .id as number;
  const competencias = {
    excel: await comp('conhecimentos', 'Excel'),
    negociacao: await comp('habilidades', 'Negociação'),
    proatividade: await comp('atitudes', 'Proatividade'),
  };
  await created(admin, `${API}/configuracoes-niveis-competencia-faixas`, {
    faixaSalarial: { id: faixa },
    data: '2024-01-01',
    conhecimentos: [
      {
        competencia: { id: competencias.excel },
        nivelCompetencia: { id: niveis.intermediario },
        competenciaPeso: 1,
      },
    ],
    habilidades: [
      {
        competencia: { id: competencias.negociacao },
        nivelCompetencia: { id: niveis.avancado },
        competenciaPeso: 2,
      },
    ],
    atitudes: [
      {
        competencia: { id: competencias.proatividade },
        nivelCompetencia: { id: niveis.avancado },
        competenciaPeso: 1,
      },
    ],
  });
  const modelo = (
    await created(admin, '/api/avaliacao/modelos-avaliacao', {
      titulo: `Desempenho 2026${rotulo}`,
      tipo: 'D',
    })
  ).id;
  const objetiva = await created(admin, `/api/avaliacao/modelos-avaliacao/${modelo}/perguntas`, {
    tipo: 1,
    texto: 'Cumpre os prazos combinados?',
    peso: 2,
    obrigatoria: true,
    respostas: [
      { texto: 'Ótimo', peso: 4 },
      { texto: 'Bom', peso: 3 },
      { texto: 'Regular', peso: 2 },
      { texto: 'Ruim', peso: 0 },
    ],
  });
  const nota = await created(admin, `/api/avaliacao/modelos-avaliacao/${modelo}/perguntas`, {
    tipo: 4,
    texto: 'Nota para a colaboração com o time',
    peso: 1,
  });
  return {
    diretoria,
    comercial,
    faixa,
    niveis,
    competencias,
    modelo,
    perguntas: { objetiva, nota },
    pessoas,
  };
}

/** The option id of an objective question by its text. */
export const opcao = (pergunta: any, texto: string): number =>
  pergunta.respostas.find((o: any) => o.texto === texto).id;
