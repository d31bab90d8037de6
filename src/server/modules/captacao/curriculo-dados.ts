// A candidate put in words for the CV print (curriculo-pdf.ts): the register's record (read through its
// repository, so the same scoping and virtual fields as GET /captacao/candidatos/:id), the names of what it
// refers to, the Portuguese labels of its codes (from the register's schema), and the selection processes
// the candidate is in with their history.
import { type Kysely, sql } from 'kysely';
import { formatPhone } from '../../../shared/br/format.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import type { StaffSession } from '../../auth/session.ts';
import type { Engine } from '../../crud/engine.ts';
import { notFound } from '../../http/errors.ts';
import { today } from '../../http/params.ts';
import { type Curriculo, emPalavras, type ProcessoCurriculo } from './curriculo-pdf.ts';
import { cargoFaixaSql, nomeSolicitacaoSql, ROTULOS_CAPTACAO } from './relatorios/comum.ts';

export const CANDIDATOS = 'captacao/candidatos';
type Rec = Record<string, any>;

/** The label of a code at `caminho` of the schema (properties, and items of lists), or the code itself. */
function rotulador(schema: JsonSchema) {
  return (caminho: string, valor: unknown): string | undefined => {
    if (valor === null || valor === undefined || valor === '') return undefined;
    let no: JsonSchema | undefined = schema;
    for (const parte of caminho.split('.')) no = no?.properties?.[parte] ?? no?.items?.properties?.[parte];
    return no?.['x-enum-labels']?.[String(valor)] ?? String(valor);
  };
}

async function nomes(db: Kysely<any>, tabela: string, ids: unknown, empresaId: number): Promise<string[]> {
  if (!Array.isArray(ids) || ids.length === 0) return [];
  const { rows } = await sql<{ nome: string }>`SELECT nome FROM ${sql.table(tabela)}
    WHERE id = ANY(${ids.map(Number)}::int[]) AND empresa_id = ${empresaId} ORDER BY gente_search(nome)`.execute(
    db,
  );
  return rows.map((r) => r.nome);
}

const telefone = (ddd: unknown, numero: unknown) =>
  numero ? formatPhone(`${ddd ?? ''}${numero}`) : undefined;

function idade(nascimento: unknown): string | undefined {
  if (typeof nascimento !== 'string' || !nascimento) return undefined;
  const [y, m, d] = nascimento.split('-').map(Number) as [number, number, number];
  const [hy, hm, hd] = today().split('-').map(Number) as [number, number, number];
  const anos = hy - y - (hm < m || (hm === m && hd < d) ? 1 : 0);
  return `${emPalavras.data(nascimento)} (${anos} anos)`;
}

/**
 * The candidate's processes: all of them, or only request `solicitacaoId` (404 when it is not a request of
 * the company; listed without a place when the candidate is not in it).
 */
async function processos(
  db: Kysely<any>,
  empresaId: number,
  candidatoId: number,
  solicitacaoId: number | undefined,
): Promise<ProcessoCurriculo[]> {
  const { rows } = await sql<Rec>`
    SELECT cs.id AS lugar, ${nomeSolicitacaoSql('s')} AS solicitacao, ${cargoFaixaSql('fx', 'cg')} AS cargo,
           a.nome AS area, cs.situacao, e.nome AS etapa_atual, cs.data_inclusao
      FROM solicitacao_pessoal s
      JOIN faixa_salarial fx ON fx.id = s.faixa_salarial_id
      JOIN cargo cg ON cg.id = fx.cargo_id
      LEFT JOIN area_organizacional a ON a.id = s.area_organizacional_id
      LEFT JOIN candidato_solicitacao cs ON cs.solicitacao_id = s.id AND cs.candidato_id = ${candidatoId}
      LEFT JOIN etapa_seletiva e ON e.id = cs.etapa_seletiva_id
     WHERE s.empresa_id = ${empresaId}
       AND ${solicitacaoId === undefined ? sql`cs.id IS NOT NULL` : sql`s.id = ${solicitacaoId}`}
     ORDER BY s.data, s.id`.execute(db);
  if (solicitacaoId !== undefined && rows.length === 0) throw notFound();
  const lugares = rows.map((r) => r.lugar).filter((x) => x !== null);
  const historico = lugares.length
    ? (
        await sql<Rec>`SELECT h.candidato_solicitacao_id AS lugar, h.data, e.nome AS etapa, h.resultado,
             u.nome AS responsavel, h.observacao
        FROM historico_candidato h
        JOIN etapa_seletiva e ON e.id = h.etapa_seletiva_id
        LEFT JOIN usuario u ON u.id = h.responsavel_id
       WHERE h.empresa_id = ${empresaId} AND h.candidato_solicitacao_id = ANY(${lugares}::int[])
       ORDER BY h.data, h.id`.execute(db)
      ).rows
    : [];
  return rows.map((r) => ({
    solicitacao: r.solicitacao,
    cargo: r.cargo,
    area: r.area,
    situacao: r.situacao ? (ROTULOS_CAPTACAO.situacaoCandidato[r.situacao] ?? r.situacao) : null,
    etapaAtual: r.etapa_atual,
    dataInclusao: r.data_inclusao,
    historico: historico
      .filter((h) => h.lugar === r.lugar)
      .map((h) => ({
        data: h.data,
        etapa: h.etapa,
        resultado: ROTULOS_CAPTACAO.resultado[h.resultado] ?? h.resultado,
        responsavel: h.responsavel,
        observacao: h.observacao,
      })),
  }));
}

/** Candidate `id` of the session's company, in words. */
export async function dadosCurriculo(
  engine: Engine,
  db: Kysely<any>,
  session: StaffSession,
  id: number,
  solicitacaoId?: number,
): Promise<Curriculo> {
  const c = await engine.repository(CANDIDATOS).get(session, id, db);
  const schema = engine.registry.get(CANDIDATOS).schema;
  const rotulo = rotulador(schema);
  const empresaId = session.empresaId;
  const p: Rec = c.pessoal ?? {};
  const end: Rec = c.endereco ?? {};
  const ct: Rec = c.contato ?? {};
  const hab: Rec = c.habilitacao ?? {};
  const se: Rec = c.socioEconomica ?? {};
  const uf = end.uf?.id
    ? (await sql<{ sigla: string }>`SELECT sigla FROM estado WHERE id = ${end.uf.id}`.execute(db)).rows[0]
        ?.sigla
    : undefined;
  const endereco = [[end.logradouro, end.numero].filter(Boolean).join(', '), end.complemento, end.bairro]
    .filter(Boolean)
    .join(' – ');
  const extras = schema.properties?.camposExtras?.properties ?? {};
  return {
    nome: c.nome,
    nomeSocial: c.nomeSocial ?? undefined,
    pessoais: [
      ['Data de Nascimento', idade(p.dataNascimento)],
      ['Sexo', rotulo('pessoal.sexo', p.sexo)],
      ['Estado Civil', rotulo('pessoal.estadoCivil', p.estadoCivil)],
      ['Escolaridade', rotulo('pessoal.escolaridade', p.escolaridade)],
      ['Naturalidade', p.naturalidade],
      [
        'CNH',
        hab.categoria &&
          `categoria ${hab.categoria}${hab.vencimento ? `, vence em ${emPalavras.data(hab.vencimento)}` : ''}`,
      ],
    ],
    enderecoContato: [
      ['Endereço', endereco || undefined],
      ['Cidade', end.cidade?.nome && [end.cidade.nome, uf].filter(Boolean).join('/')],
      ['CEP', emPalavras.cep(end.cep)],
      ['E-mail', ct.email],
      ['Celular', telefone(ct.dddCelular ?? ct.ddd, ct.foneCelular)],
      ['Telefone', telefone(ct.ddd, ct.foneFixo)],
      ['Falar com', ct.nomeContato],
    ],
    interesses: [
      ['Cargos Pretendidos', (await nomes(db, 'cargo', c.cargos, empresaId)).join(', ') || undefined],
      ['Colocação Pretendida', rotulo('colocacao', c.colocacao)],
      ['Pretensão Salarial', emPalavras.dinheiro(c.pretencaoSalarial)],
      [
        'Áreas de Interesse',
        (await nomes(db, 'area_interesse', c.areasInteresse, empresaId)).join(', ') || undefined,
      ],
      ['Disponível', emPalavras.simNao(c.disponivel)],
      ['Como Ficou Sabendo da Vaga', c.comoFicouSabendoVaga?.nome],
      ['Indicado Por', p.indicadoPor],
      ['Parentes/Amigos na Empresa', p.parentesAmigos ?? (p.possuiParentes ? 'Sim' : undefined)],
    ],
    socioEconomica: [
      ['Paga Pensão', emPalavras.simNao(se.pagaPensao)],
      ['Quantidade de Pensões', se.quantidade?.toString()],
      ['Valor da Pensão', emPalavras.dinheiro(se.valor)],
      ['Possui Veículo', emPalavras.simNao(se.possuiVeiculo)],
      ['Quantidade de Filhos', p.qtdFilhos?.toString()],
    ],
    formacao: (c.formacao ?? []).map((f: Rec) => {
      const detalhe = [
        rotulo('formacao.tipo', f.tipo),
        rotulo('formacao.situacao', f.situacao),
        f.anoConclusao,
      ]
        .filter(Boolean)
        .join(', ');
      return `${f.curso} — ${f.local}${detalhe ? ` (${detalhe})` : ''}${f.areaFormacao?.nome ? ` · Área: ${f.areaFormacao.nome}` : ''}`;
    }),
    idiomas: (c.candidatoIdiomas ?? []).map(
      (i: Rec) => `${i.idioma?.nome ?? ''}: ${rotulo('candidatoIdiomas.nivel', i.nivel) ?? ''}`,
    ),
    certificados: (c.certificados ?? []).map((x: Rec) => {
      const periodo = [emPalavras.data(x.dataInicio), emPalavras.data(x.dataFim)].filter(Boolean).join(' a ');
      const detalhe = [
        rotulo('certificados.tipo', x.tipo),
        periodo,
        x.cargaHorariaTotal ? `${x.cargaHorariaTotal} h` : undefined,
        x.validade ? `válido até ${emPalavras.data(x.validade)}` : undefined,
      ]
        .filter(Boolean)
        .join(', ');
      return `${x.titulo} — ${x.organizacao}${detalhe ? ` (${detalhe})` : ''}`;
    }),
    conhecimentos: await nomes(db, 'conhecimento', c.conhecimentos, empresaId),
    cursos: c.cursos ?? undefined,
    primeiroEmprego: c.primeiroEmprego === true,
    experiencias: (c.experiencias ?? []).map((x: Rec) => {
      const cargo = x.checkNomeCargo ? x.nomeMercado : (x.cargo?.nome ?? x.nomeMercado);
      const periodo = `${emPalavras.data(x.dataAdmissao) ?? '?'} a ${emPalavras.data(x.dataDesligamento) ?? 'atual'}`;
      return [
        `${x.empresa}${cargo ? ` — ${cargo}` : ''}`,
        periodo,
        x.salario ? `último salário ${emPalavras.dinheiro(x.salario)}` : undefined,
        x.motivoSaida ? `motivo da saída: ${x.motivoSaida}` : undefined,
        x.observacao,
      ]
        .filter(Boolean)
        .join(' · ');
    }),
    observacao: c.observacao ?? undefined,
    ocrTexto: c.ocrTexto ?? undefined,
    camposExtras: Object.entries(extras).map(([nome, def]) => {
      const v = c.camposExtras?.[nome];
      const texto =
        v === null || v === undefined || v === ''
          ? undefined
          : def.format === 'date'
            ? emPalavras.data(v)
            : typeof v === 'number'
              ? v.toLocaleString('pt-BR')
              : String(v);
      return [def.title ?? nome, texto];
    }),
    processos: await processos(db, empresaId, id, solicitacaoId),
  };
}
