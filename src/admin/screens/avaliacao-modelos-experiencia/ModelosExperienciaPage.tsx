// '/avaliacao/modelos-avaliacao-desempenho-experiencia': which experience period each follow-up model (tipo E)
// follows, configured for all models at once (PUT …/modelos-acompanhamentos-periodo-experiencias). The follow-up
// screen then offers, for each talent and period, the model linked to that period.
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { notifySuccess } from '../../providers/errorHandler.ts';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { useApiGet } from '../../providers/useApiGet.ts';
import { chamar } from '../../questionario/api.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';

const CONFIG = '/avaliacao/modelos-avaliacao/modelos-acompanhamentos-periodo-experiencias';

type Linha = {
  modelo: { id: number; titulo: string; ativo: boolean };
  periodo: { id: number; nome: string; dias: number } | null;
};
type Periodo = { id: number; nome: string; dias: number; ativo?: boolean };

export function ModelosExperienciaPage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, 'ROLE_AVALIACAO')) return <AccessDeniedPage />;
  return <ModelosExperiencia />;
}

function ModelosExperiencia() {
  const { data: linhas, loading, reload } = useApiGet<Linha[]>(CONFIG);
  const { data: periodos } = useApiGet<Periodo[]>('/avaliacao/periodos-experiencia');
  const [escolhas, setEscolhas] = useState<Record<number, number | ''>>({});
  const [gravando, setGravando] = useState(false);
  useEffect(() => {
    setEscolhas(Object.fromEntries((linhas ?? []).map((l) => [l.modelo.id, l.periodo?.id ?? ''])));
  }, [linhas]);
  const alterados = (linhas ?? []).filter(
    (l) => escolhas[l.modelo.id] !== '' && escolhas[l.modelo.id] !== (l.periodo?.id ?? ''),
  );
  const gravar = async () => {
    setGravando(true);
    try {
      await chamar(CONFIG, {
        method: 'PUT',
        body: { itens: alterados.map((l) => ({ modeloId: l.modelo.id, periodoId: escolhas[l.modelo.id] })) },
      });
      notifySuccess('Modelos de acompanhamento configurados.');
      reload();
    } catch {
      // reported by chamar
    } finally {
      setGravando(false);
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Modelos de Acompanhamento do Período de Experiência" />
      <Typography variant="h5" component="h1" gutterBottom>
        Modelos de Acompanhamento do Período de Experiência
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Escolha o período de experiência que cada modelo de acompanhamento avalia. O acompanhamento de cada
        talento usa o modelo ligado ao período.
      </Typography>
      {loading && <LinearProgress aria-label="Carregando" />}
      {linhas && linhas.length === 0 && (
        <Alert severity="info">
          Nenhum modelo de acompanhamento do período de experiência (tipo E). Cadastre um em{' '}
          <Link to="/avaliacao/modelos-avaliacao/create">Modelos de Avaliação</Link>.
        </Alert>
      )}
      {linhas && linhas.length > 0 && (
        <>
          <Table size="small" aria-label="Modelos de acompanhamento">
            <TableHead>
              <TableRow>
                <TableCell>Modelo de Avaliação</TableCell>
                <TableCell>Período de Experiência</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((l) => (
                <TableRow key={l.modelo.id}>
                  <TableCell>
                    <Link to={`/avaliacao/modelos-avaliacao/${l.modelo.id}`}>{l.modelo.titulo}</Link>
                    {!l.modelo.ativo && ' (inativo)'}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      label={`Período de ${l.modelo.titulo}`}
                      value={escolhas[l.modelo.id] ?? ''}
                      onChange={(e) =>
                        setEscolhas((s) => ({ ...s, [l.modelo.id]: Number(e.target.value) || '' }))
                      }
                      sx={{ minWidth: 280 }}
                    >
                      <MenuItem value="" disabled>
                        Nenhum
                      </MenuItem>
                      {(periodos ?? []).map((p) => (
                        <MenuItem key={p.id} value={p.id}>
                          {p.nome} ({p.dias} dias){p.ativo === false ? ' — inativo' : ''}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            disabled={gravando || alterados.length === 0}
            onClick={gravar}
          >
            Gravar
          </Button>
        </>
      )}
    </Box>
  );
}
