// The people of one nine-box box with their action plans (GET avaliacao/ninebox/chart/pdi/:nineboxId/:quadrante):
// who already has a development plan and who still lacks one, with a link to create it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/br/format.ts';
import { useApiGet } from '../../providers/useApiGet.ts';

type Plano = {
  id: number;
  nome: string;
  meta: string;
  previsaoInicio: string | null;
  previsaoTermino: string | null;
};
type Resposta = {
  quadrante: { quadrante: number; nomeclatura?: string };
  colaboradores: { colaborador: { id: number; nome: string }; calibrado: boolean; planos: Plano[] }[];
};

const periodo = (p: Plano) =>
  [p.previsaoInicio, p.previsaoTermino]
    .filter((d): d is string => !!d)
    .map((d) => formatDate(d))
    .join(' a ');

export function DialogoPdi(props: { nineboxId: number; quadrante: number; nome: string; onClose(): void }) {
  const { data, loading } = useApiGet<Resposta>(
    `/avaliacao/ninebox/chart/pdi/${props.nineboxId}/${props.quadrante}`,
  );
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="titulo-pdi">
      <DialogTitle id="titulo-pdi">Planos de ação — {props.nome}</DialogTitle>
      <DialogContent>
        {loading && <LinearProgress aria-label="Carregando" />}
        {data?.colaboradores.length === 0 && <Typography>Nenhum talento neste quadrante.</Typography>}
        <List dense aria-label="Talentos do quadrante">
          {data?.colaboradores.map((c) => (
            <ListItem key={c.colaborador.id} alignItems="flex-start" divider>
              <ListItemText
                primary={`${c.colaborador.nome}${c.calibrado ? ' (calibrado)' : ''}`}
                secondary={
                  c.planos.length ? (
                    c.planos.map((p) => (
                      <span key={p.id} style={{ display: 'block' }}>
                        <Link to={`/avaliacao/planos-acao/${p.id}`}>{p.nome}</Link>
                        {periodo(p) ? ` — ${periodo(p)}` : ''}
                      </span>
                    ))
                  ) : (
                    <span>
                      Sem plano de ação. <Link to="/avaliacao/planos-acao/create">Incluir</Link>
                    </span>
                  )
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
