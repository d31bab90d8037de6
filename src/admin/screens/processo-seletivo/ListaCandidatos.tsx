// The same process as a table, for screen readers and for whoever prefers a list: one row per candidate
// with the stage, the situation, the last move, a native "Mover para…" select (every stage but the
// current one) and the candidate's actions. Paged: 50 rows at a time.
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { memo, useState } from 'react';
import { RowActions } from '../../generic/RowActions.tsx';
import { type AbrirAcao, acoesDoCartao } from './acoesCartao.tsx';
import { ParentescoChip, SituacaoChip, ultimaMovimentacaoTexto } from './CartaoCandidato.tsx';
import { type Cartao, type Coluna, type Etapa, movivel } from './quadro.ts';

const POR_PAGINA = 50;

type LinhaProps = {
  cartao: Cartao;
  coluna: Coluna;
  etapas: Etapa[];
  podeAlterar: boolean;
  abrir: AbrirAcao;
  onMover(cartao: Cartao, etapa: Etapa): void;
  parentesco?: string;
};

const Linha = memo(function Linha({
  cartao,
  coluna,
  etapas,
  podeAlterar,
  abrir,
  onMover,
  parentesco,
}: LinhaProps) {
  const nome = cartao.candidato.nome;
  const pode = podeAlterar && movivel(cartao);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {nome}
        {parentesco && (
          <>
            {' '}
            <ParentescoChip resumo={parentesco} />
          </>
        )}
      </TableCell>
      <TableCell>{coluna.titulo}</TableCell>
      <TableCell>
        <SituacaoChip situacao={cartao.situacao} />
      </TableCell>
      <TableCell>{ultimaMovimentacaoTexto(cartao)}</TableCell>
      <TableCell>
        <Box
          component="select"
          aria-label={`Mover ${nome} para…`}
          disabled={!pode}
          value=""
          onChange={(e: React.ChangeEvent<HTMLSelectElement>) => {
            const etapa = etapas.find((x) => String(x.id) === e.target.value);
            if (etapa) onMover(cartao, etapa);
          }}
          sx={{ font: 'inherit', p: 0.5, maxWidth: 220 }}
        >
          <option value="">Mover para…</option>
          {etapas
            .filter((e) => e.id !== coluna.etapa?.id)
            .map((e) => (
              <option key={e.id} value={e.id}>
                {e.nome}
              </option>
            ))}
        </Box>
      </TableCell>
      <TableCell align="right">
        <RowActions actions={acoesDoCartao(cartao, podeAlterar, abrir)} recordLabel={nome} menu />
      </TableCell>
    </TableRow>
  );
});

export function ListaCandidatos({
  colunas,
  etapas,
  podeAlterar,
  abrir,
  onMover,
  parentescos,
}: {
  colunas: Coluna[];
  etapas: Etapa[];
  podeAlterar: boolean;
  abrir: AbrirAcao;
  onMover(cartao: Cartao, etapa: Etapa): void;
  parentescos?: ReadonlyMap<number, string>;
}) {
  const [pagina, setPagina] = useState(0);
  const linhas = colunas.flatMap((coluna) => coluna.cartoes.map((cartao) => ({ cartao, coluna })));
  const ultimaPagina = Math.max(0, Math.ceil(linhas.length / POR_PAGINA) - 1);
  const atual = Math.min(pagina, ultimaPagina);
  const mostradas = linhas.slice(atual * POR_PAGINA, (atual + 1) * POR_PAGINA);
  return (
    <>
      <TableContainer sx={{ contain: 'inline-size' }}>
        <Table size="small" aria-label="Candidatos do processo seletivo">
          <TableHead>
            <TableRow>
              <TableCell>Candidato</TableCell>
              <TableCell>Etapa</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell>Última movimentação</TableCell>
              <TableCell>Mover para</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mostradas.map(({ cartao, coluna }) => (
              <Linha
                key={cartao.id}
                cartao={cartao}
                coluna={coluna}
                etapas={etapas}
                podeAlterar={podeAlterar}
                abrir={abrir}
                onMover={onMover}
                parentesco={parentescos?.get(cartao.candidato.id)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {linhas.length > POR_PAGINA && (
        <TablePagination
          component="div"
          count={linhas.length}
          page={atual}
          onPageChange={(_, p) => setPagina(p)}
          rowsPerPage={POR_PAGINA}
          rowsPerPageOptions={[POR_PAGINA]}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        />
      )}
    </>
  );
}
