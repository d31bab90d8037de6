// The parts of the vacancy-fill statistics screen: the summary figures, the selection funnel (bars with
// their numbers in text, so a screen reader reads the same) and the table of requests.
import {
  Box,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/br/format.ts';
import { desvioTexto, type Estatisticas, fmt, fmtDias, fmtPct, TEXTO } from './estatisticas.ts';

function Cartao({ titulo, valor, detalhe }: { titulo: string; valor: string; detalhe?: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 180, flex: '1 1 180px' }}
      role="group"
      aria-label={titulo}
    >
      <Typography variant="body2" color="text.secondary">
        {titulo}
      </Typography>
      <Typography variant="h5" component="p">
        {valor}
      </Typography>
      {detalhe && (
        <Typography variant="body2" color="text.secondary">
          {detalhe}
        </Typography>
      )}
    </Paper>
  );
}

export function Resumo({ resumo: r }: { resumo: Estatisticas['resumo'] }) {
  const andamento = Object.entries(r.andamento)
    .map(([k, n]) => `${n} ${k.toLowerCase()}`)
    .join(', ');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Cartao titulo={TEXTO.solicitacoes} valor={fmt(r.solicitacoes, 0)} detalhe={andamento} />
      <Cartao
        titulo={TEXTO.vagas}
        valor={`${fmt(r.vagasPreenchidas, 0)} de ${fmt(r.vagas, 0)}`}
        detalhe={fmtPct(r.percentualPreenchimento)}
      />
      <Cartao
        titulo={TEXTO.dias}
        valor={fmtDias(r.mediaDiasPreenchimento)}
        detalhe={`média de ${r.concluidas} concluída(s); mediana ${fmtDias(r.medianaDiasPreenchimento)}`}
      />
      <Cartao
        titulo={TEXTO.prazo}
        valor={fmtDias(r.mediaDiasPrevistos)}
        detalhe={`desvio médio: ${desvioTexto(r.mediaDesvio)}`}
      />
      <Cartao
        titulo={TEXTO.noPrazo}
        valor={fmtPct(r.percentualNoPrazo)}
        detalhe={`${r.noPrazo} solicitação(ões)`}
      />
      <Cartao
        titulo={TEXTO.emAberto}
        valor={fmt(r.emAberto, 0)}
        detalhe={r.emAberto ? `há ${fmtDias(r.mediaDiasEmAberto)} em média` : undefined}
      />
      <Cartao
        titulo={TEXTO.candidatosPorVaga}
        valor={fmt(r.candidatosPorVaga, 2)}
        detalhe={`${fmt(r.candidatos, 0)} candidato(s)`}
      />
    </Box>
  );
}

export function Funil({ funil }: { funil: Estatisticas['funil'] }) {
  const algum = funil.some((e) => e.candidatos > 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="estatisticas-funil">
      <Typography variant="h6" component="h2" id="estatisticas-funil" sx={{ mb: 1 }}>
        {TEXTO.funil}
      </Typography>
      {!algum && <Typography role="status">{TEXTO.funilVazio}</Typography>}
      {algum && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {funil.map((e) => (
            <Box component="li" key={e.etapaSeletiva.id} sx={{ mb: 1.5 }}>
              <Typography variant="body2">
                <strong>
                  {e.ordem}. {e.etapaSeletiva.nome}
                </strong>
                {` — ${e.candidatos} candidato(s) (${fmtPct(e.percentualDoTotal)}): ${e.aprovados} aprovado(s), ${e.reprovados} reprovado(s), ${e.aguardando} aguardando`}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={e.percentualDoTotal ?? 0}
                aria-hidden
                sx={{ height: 10, borderRadius: 1 }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

const COLUNAS = [
  'Nº',
  'Solicitação',
  'Cargo / Faixa',
  'Área',
  'Abertura',
  'Previsão',
  'Conclusão',
  'Prazo',
  'Dias',
  'Desvio',
  'Vagas',
  'Preenchidas',
  'Candidatos por vaga',
  'Andamento',
];

export function TabelaSolicitacoes({
  solicitacoes,
  truncado,
}: Pick<Estatisticas, 'solicitacoes' | 'truncado'>) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="estatisticas-lista">
      <Typography variant="h6" component="h2" id="estatisticas-lista" sx={{ p: 2, pb: 0 }}>
        {TEXTO.lista}
      </Typography>
      {truncado && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {TEXTO.truncado}
        </Typography>
      )}
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {COLUNAS.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {solicitacoes.map((s) => (
              <TableRow key={s.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/captacao/solicitacoes-pessoal/${s.id}`}>
                    {s.id}
                  </Link>
                </TableCell>
                <TableCell>{s.descricao}</TableCell>
                <TableCell>{`${s.cargo} – ${s.faixa}`}</TableCell>
                <TableCell>{s.area ?? ''}</TableCell>
                <TableCell>{formatDate(s.data)}</TableCell>
                <TableCell>{formatDate(s.previsao)}</TableCell>
                <TableCell>{formatDate(s.conclusao)}</TableCell>
                <TableCell align="right">{fmt(s.diasPrevistos, 0)}</TableCell>
                <TableCell align="right">{fmt(s.dias, 0)}</TableCell>
                <TableCell>{desvioTexto(s.desvio)}</TableCell>
                <TableCell align="right">{s.vagas}</TableCell>
                <TableCell align="right">{s.preenchidas}</TableCell>
                <TableCell align="right">{fmt(s.candidatosPorVaga, 2)}</TableCell>
                <TableCell>{s.andamento}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
