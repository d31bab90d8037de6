// cargo-salario/tabelas-reajustes-colaboradores: the generated edit screen, read-only once the plan is applied
// (the server answers 409 to a change or a deletion), with its proposals ('realinhamentos') below the form:
// how many, or the spec's explanation when there are none, and 'Visualizar Realinhamentos', 'Aplicar',
// 'Cancelar'.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetOne, useParams, useRecordContext, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Confirm } from '../../../generic/Confirm.tsx';
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { apiFetch } from '../../../providers/http.ts';
import { CONFIRMAR_APLICAR, CONFIRMAR_CANCELAR, executar } from './acoes.ts';
import {
  destinoRealinhamentos,
  MSG_APLICADO,
  mensagemVazio,
  type Planejamento,
  planejamentoBloqueado,
  urlAplicar,
  urlCancelar,
  urlRealinhamentos,
} from './planejamento.ts';

type Lista = { content?: unknown[]; totalElements?: number } | unknown[];

function useTotalRealinhamentos(p: Planejamento | undefined): number | undefined {
  const [total, setTotal] = useState<number>();
  const url = p && urlRealinhamentos(p);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the plan is applied or cancelled
  useEffect(() => {
    if (!url) return;
    let vivo = true;
    apiFetch<Lista>(`${url}?page=0&size=1`)
      .then((r) => {
        if (!vivo) return;
        const content = Array.isArray(r) ? r : (r?.content ?? []);
        setTotal(Array.isArray(r) ? r.length : (r?.totalElements ?? content.length));
      })
      .catch(() => vivo && setTotal(undefined));
    return () => {
      vivo = false;
    };
  }, [url, p?.aprovada]);
  return total;
}

function Realinhamentos() {
  const p = useRecordContext() as Planejamento | undefined;
  const navigate = useNavigate();
  const refresh = useRefresh();
  const total = useTotalRealinhamentos(p);
  const [pergunta, setPergunta] = useState<'aplicar' | 'cancelar'>();
  if (!p) return null;
  const destino = destinoRealinhamentos(p);
  const aplicar = urlAplicar(p);
  const cancelar = urlCancelar(p);
  const confirmar = pergunta === 'aplicar' ? CONFIRMAR_APLICAR : CONFIRMAR_CANCELAR;
  const executarPergunta = async () => {
    setPergunta(undefined);
    if (pergunta === 'aplicar' && aplicar) await executar(aplicar, 'Reajuste aplicado.', refresh);
    if (pergunta === 'cancelar' && cancelar) await executar(cancelar, 'Reajuste cancelado.', refresh);
  };
  return (
    <Box component="section" aria-label="Realinhamentos" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Realinhamentos
      </Typography>
      {total === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {mensagemVazio(p)}
        </Alert>
      ) : total !== undefined ? (
        <Typography variant="body2" role="status" sx={{ mb: 2 }}>
          {total === 1 ? '1 proposta' : `${total} propostas`}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {destino && (
          <Button variant="outlined" onClick={() => navigate(destino)}>
            Visualizar Realinhamentos
          </Button>
        )}
        {aplicar && (
          <Button variant="contained" onClick={() => setPergunta('aplicar')} disabled={total === 0}>
            Aplicar
          </Button>
        )}
        {cancelar && (
          <Button variant="outlined" color="warning" onClick={() => setPergunta('cancelar')}>
            Cancelar
          </Button>
        )}
      </Stack>
      <Confirm
        isOpen={!!pergunta}
        title={confirmar.title}
        content={confirmar.content}
        onConfirm={executarPergunta}
        onClose={() => setPergunta(undefined)}
      />
    </Box>
  );
}

function Aviso() {
  const p = useRecordContext();
  if (!p || !planejamentoBloqueado(p)) return null;
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {MSG_APLICADO}
    </Alert>
  );
}

export function PlanejamentoEdit({ resource, catalog }: ScreenProps) {
  const { id } = useParams();
  const { data } = useGetOne(resource.path, { id: id ?? '' }, { enabled: !!id });
  return (
    <SchemaEdit
      resource={resource}
      catalog={catalog}
      viewOnly={!!data && planejamentoBloqueado(data)}
      header={<Aviso />}
      footer={<Realinhamentos />}
    />
  );
}
