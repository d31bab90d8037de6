// '/captacao/estatisticas-preenchimento-vaga' (spec §2; §7 "Vacancy-fill duration statistics"): how long the
// personnel requests opened in a period took to fill, against their forecast, with the selection funnel.
// The filter (period, establishments, areas, jobs, reasons) is kept in the URL so a link shows the same
// figures; the server computes them (captacao/solicitacoes-pessoal/estatisticas-preenchimento-vaga).
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DateInput } from '../../generic/form/widgets/DateInput.tsx';
import { TEXT } from '../../generic/messages.ts';
import { ReferencePicker } from '../../generic/ReferencePicker.tsx';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import { registersCatalog } from '../relatorios/reportCatalog.ts';
import {
  API,
  AUTHORITY,
  type Estatisticas,
  FILTROS,
  type Filtro,
  idsDaLista,
  listaDeIds,
  TEXTO,
} from './estatisticas.ts';
import { Funil, Resumo, TabelaSolicitacoes } from './PainelEstatisticas.tsx';

/** The pickers of the filter: URL parameter, label, register. */
const SELETORES = [
  ['estabelecimentosIds', TEXTO.estabelecimentos, 'utilitario/estabelecimentos'],
  ['areasIds', TEXTO.areas, 'cargo-salario/areas-organizacionais'],
  ['cargosIds', TEXTO.cargos, 'cargo-salario/cargos'],
  ['motivosIds', TEXTO.motivos, 'captacao/motivos-solicitacao'],
] as const;

export function EstatisticasPreenchimentoPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, AUTHORITY)) return <AccessDeniedPage />;
  return <EstatisticasPreenchimento empresa={userInfo?.empresa.nome} />;
}

function EstatisticasPreenchimento({ empresa }: { empresa?: string }) {
  const catalog = registersCatalog();
  const [params, setParams] = useSearchParams();
  const aplicado: Filtro = Object.fromEntries(
    FILTROS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])),
  );
  const [rascunho, setRascunho] = useState<Filtro>(aplicado);
  const { data, loading } = useApiGet<Estatisticas>(API, aplicado);
  // the server's default period shows in the date fields once known
  useEffect(() => {
    if (data) setRascunho((r) => ({ dataIni: data.periodo.dataIni, dataFim: data.periodo.dataFim, ...r }));
  }, [data]);
  const aplicar = (f: Filtro) =>
    setParams(() => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
      return q;
    });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={TEXTO.titulo} />
      <Typography variant="h5" component="h1">
        {TEXTO.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {[empresa, TEXTO.subtitulo].filter(Boolean).join(' · ')}
      </Typography>
      <Paper
        component="form"
        aria-label="Filtro"
        sx={{ p: 2, mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          aplicar(rascunho);
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(['dataIni', 'dataFim'] as const).map((nome) => (
            <DateInput
              key={nome}
              id={`estatisticas-${nome}`}
              label={TEXTO[nome]}
              completeOnly
              value={rascunho[nome]}
              onChange={(v) => setRascunho((r) => ({ ...r, [nome]: v }))}
            />
          ))}
          {SELETORES.map(([nome, rotulo, cadastro]) => (
            <Box key={nome} sx={{ minWidth: 240, flex: 1 }}>
              <ReferencePicker
                id={`estatisticas-${nome}`}
                label={rotulo}
                target={cadastro}
                catalog={catalog}
                multiple
                value={idsDaLista(rascunho[nome])}
                onChange={(ids) => setRascunho((r) => ({ ...r, [nome]: listaDeIds(ids) || undefined }))}
              />
            </Box>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained">
            {TEXTO.aplicar}
          </Button>
          <Button
            onClick={() => {
              setRascunho({});
              aplicar({});
            }}
          >
            {TEXTO.limpar}
          </Button>
        </Stack>
      </Paper>
      {loading && <LinearProgress aria-label={TEXT.loading} sx={{ mb: 1 }} />}
      {data && data.resumo.solicitacoes === 0 && (
        <Typography role="status" sx={{ p: 2 }}>
          {TEXT.empty}
        </Typography>
      )}
      {data && data.resumo.solicitacoes > 0 && (
        <Stack spacing={2}>
          <Resumo resumo={data.resumo} />
          <Funil funil={data.funil} />
          <TabelaSolicitacoes solicitacoes={data.solicitacoes} truncado={data.truncado} />
          <Typography variant="body2" color="text.secondary">
            {TEXTO.formulas}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
