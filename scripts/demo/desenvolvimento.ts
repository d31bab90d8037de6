// Training data of the demo (issue 29), written after the companies exist: per company the expense types, a
// course category with monthly hour goals for the reference year, a final test, three courses (one with a
// certificate and a 24-month recycling), a finished class of each with two days, about 20 employees enrolled with
// attendance and grades (most pass, some fail on attendance or grade), the expenses of the classes, one
// certification and a class still to come. Deterministic (ids in order); set-based where it counts.
import type pg from 'pg';

export type ResumoDesenvolvimento = { empresaId: number; cursos: number; turmas: number; inscricoes: number };

const INSCRITOS_POR_TURMA = 20;

const somaDias = (d: string, n: number) => {
  const x = new Date(`${d}T12:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};

async function id(client: pg.ClientBase, text: string, params: unknown[]): Promise<number> {
  return (await client.query<{ id: number }>(`${text} RETURNING id`, params)).rows[0]!.id;
}

type Curso = {
  nome: string;
  horas: string;
  minutos: number;
  certificado: boolean;
  periodicidade: number | null;
};
const CURSOS: Curso[] = [
  { nome: 'NR-35 Trabalho em Altura', horas: '8:00', minutos: 480, certificado: true, periodicidade: 24 },
  { nome: 'Excel Avançado', horas: '16:00', minutos: 960, certificado: true, periodicidade: null },
  { nome: 'Atendimento ao Cliente', horas: '4:00', minutos: 240, certificado: false, periodicidade: null },
];

export async function semearDesenvolvimento(
  pool: pg.Pool,
  empresas: number[],
  opcoes: { dataReferencia: string },
): Promise<ResumoDesenvolvimento[]> {
  const ref = opcoes.dataReferencia;
  const resumo: ResumoDesenvolvimento[] = [];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const empresaId of empresas) {
      const tipos: number[] = [];
      for (const d of ['Instrutor', 'Material didático', 'Coffee break', 'Deslocamento'])
        tipos.push(
          await id(client, 'INSERT INTO tipo_despesa (empresa_id, descricao) VALUES ($1, $2)', [
            empresaId,
            d,
          ]),
        );
      const categoria = await id(client, 'INSERT INTO categoria_curso (empresa_id, nome) VALUES ($1, $2)', [
        empresaId,
        'Segurança e Produtividade',
      ]);
      for (let m = 1; m <= 12; m++)
        await client.query(
          `INSERT INTO categoria_curso_metas (owner_id, posicao, mes_ano, meta_hora, meta_minutos)
           VALUES ($1, $2, $3, '40:00', 2400)`,
          [categoria, m - 1, `${ref.slice(0, 4)}-${String(m).padStart(2, '0')}-01`],
        );
      const prova = await id(
        client,
        `INSERT INTO avaliacao_curso (empresa_id, titulo, tipo, minimo_aprovacao) VALUES ($1, 'Prova final', 'n', 7)`,
        [empresaId],
      );
      const { rows: pessoas } = await client.query<{ id: number }>(
        `SELECT id FROM colaborador WHERE empresa_id = $1 AND status IS DISTINCT FROM 'C'
           AND (data_desligamento IS NULL OR data_desligamento >= $2::date) ORDER BY id LIMIT $3`,
        [empresaId, ref, INSCRITOS_POR_TURMA * 2],
      );
      let inscricoes = 0;
      let turmas = 0;
      const cursos: number[] = [];
      for (const [i, c] of CURSOS.entries()) {
        const cursoId = await id(
          client,
          `INSERT INTO curso (empresa_id, nome, tipo, carga_horaria, carga_horaria_minutos, categoria_curso_id,
             percentual_minimo_frequencia, periodicidade, online, certificado, conteudo_programatico)
           VALUES ($1, $2, $3, $4, $5, $6, 75, $7, false, $8, $9)`,
          [
            empresaId,
            c.nome,
            i === 1 ? 'workshop' : 'course',
            c.horas,
            c.minutos,
            categoria,
            c.periodicidade,
            c.certificado,
            `Conteúdo programático de ${c.nome}.`,
          ],
        );
        cursos.push(cursoId);
        await client.query('INSERT INTO curso_avaliacoes_curso (owner_id, ref_id) VALUES ($1, $2)', [
          cursoId,
          prova,
        ]);
        // a finished class 2 months (+ i weeks) before the reference date, with two days
        const ini = somaDias(ref, -60 + i * 7);
        const fim = somaDias(ini, 1);
        const turmaId = await id(
          client,
          `INSERT INTO turma (empresa_id, descricao, curso_id, instrutor, custo, data_prev_ini, data_prev_fim,
             qtd_participantes_previstos, realizada, online)
           VALUES ($1, $2, $3, $4, 2500, $5, $6, $7, true, false)`,
          [empresaId, `${c.nome} — Turma 1`, cursoId, 'Marta Reis', ini, fim, INSCRITOS_POR_TURMA],
        );
        turmas++;
        const dias: number[] = [];
        for (const [p, dia] of [ini, fim].entries())
          dias.push(
            await id(
              client,
              `INSERT INTO turma_dias_turma (owner_id, posicao, dia, turno, hora_ini, hora_fim)
               VALUES ($1, $2, $3, 'M', '08:00', '12:00')`,
              [turmaId, p, dia],
            ),
          );
        for (const [p, [tipo, valor]] of [
          [tipos[0], 1800],
          [tipos[1], 400],
          [tipos[2], 300],
        ].entries())
          await client.query(
            'INSERT INTO turma_despesas (owner_id, posicao, tipo_despesa_id, valor) VALUES ($1, $2, $3, $4)',
            [turmaId, p, tipo, valor],
          );
        const grupo = pessoas.slice(i * 10, i * 10 + INSCRITOS_POR_TURMA).map((r) => r.id);
        for (const [k, colaboradorId] of grupo.entries()) {
          const insc = await id(
            client,
            `INSERT INTO colaborador_turma (empresa_id, turma_id, colaborador_id, data_inscricao) VALUES ($1, $2, $3, $4)`,
            [empresaId, turmaId, colaboradorId, somaDias(ini, -10)],
          );
          inscricoes++;
          // every 7th missed the second day (50 % < 75 %); every 5th got a grade below 7
          const presentes = k % 7 === 6 ? dias.slice(0, 1) : dias;
          for (const d of presentes)
            await client.query(
              `INSERT INTO presenca_turma (colaborador_turma_id, dia_turma_id, origem) VALUES ($1, $2, 'manual')`,
              [insc, d],
            );
          await client.query(
            'INSERT INTO colaborador_turma_notas (owner_id, posicao, avaliacao_curso_id, nota) VALUES ($1, 0, $2, $3)',
            [insc, prova, k % 5 === 4 ? 6 : 7 + (k % 4)],
          );
        }
      }
      // a class still to come, without enrolments yet
      await client.query(
        `INSERT INTO turma (empresa_id, descricao, curso_id, instrutor, custo, data_prev_ini, data_prev_fim, realizada, online)
         VALUES ($1, 'NR-35 Trabalho em Altura — Turma 2', $2, 'Marta Reis', 2500, $3, $4, false, false)`,
        [empresaId, cursos[0], somaDias(ref, 20), somaDias(ref, 21)],
      );
      turmas++;
      const cert = await id(
        client,
        `INSERT INTO certificacao (empresa_id, nome, periodicidade, certificado_titulo, certificado_conteudo)
         VALUES ($1, 'Trabalho em Altura', 24, 'Certificado NR-35',
                 'Certificamos que {talento} concluiu {curso}, com carga horária de {cargaHoraria}.')`,
        [empresaId],
      );
      await client.query('INSERT INTO certificacao_cursos (owner_id, ref_id) VALUES ($1, $2)', [
        cert,
        cursos[0],
      ]);
      resumo.push({ empresaId, cursos: cursos.length, turmas, inscricoes });
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
  return resumo;
}
