// '/sst/vacinacao-em-lote' (spec §2, §5 Vaccination batch): one vaccine, lote and date applied to many employees
// at once — each gets their next dose, in one transaction on the server (POST sst/vacinacao-em-lote: any
// refusal stores nothing). Who already has every dose is left out and named in the answer.
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { ReferencePicker } from '../../generic/ReferencePicker.tsx';
import { notifyError, notifySuccess } from '../../providers/errorHandler.ts';
import { apiFetch, isApiError } from '../../providers/http.ts';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage.tsx';
import { registersCatalog } from '../relatorios/reportCatalog.ts';
import { CampoData } from '../sst-cartao-vacinacao/CampoData.tsx';
import { validarAcao } from '../sst-cartao-vacinacao/validarAcao.ts';

type Resultado = {
  aplicadas: { id: number; colaborador: { id: number; nome: string }; numeroDose: number }[];
  ignorados: { id: number; nome: string }[];
  mensagem: string | null;
};

export function VacinacaoEmLotePage() {
  const { userInfo } = useSession();
  if (!hasAuthority(userInfo, 'ROLE_SST')) return <AccessDeniedPage />;
  return <VacinacaoEmLote />;
}

function VacinacaoEmLote() {
  const catalog = registersCatalog();
  const [vacina, setVacina] = useState<RaRecord | undefined>();
  const [lote, setLote] = useState('');
  const [data, setData] = useState('');
  const [talentos, setTalentos] = useState<(number | string)[]>([]);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [resultado, setResultado] = useState<Resultado>();
  const [enviando, setEnviando] = useState(false);

  const aplicar = async () => {
    const body = {
      ...(vacina ? { vacina: { id: Number(vacina.id) } } : {}),
      ...(lote.trim() ? { lote: lote.trim() } : {}),
      ...(data ? { dataRealizacao: data } : {}),
      colaboradorIds: talentos.map(Number),
    };
    // the server's own precompiled validator: the same messages before anything is sent
    const local = await validarAcao('sst/_acoes/vacinacao-em-lote', body);
    setErros(Object.fromEntries(local.map((x) => [x.field.split('.')[0]!, x.message])));
    if (local.length) return;
    setEnviando(true);
    try {
      const r = await apiFetch<Resultado>('/sst/vacinacao-em-lote', { method: 'POST', body });
      setResultado(r);
      notifySuccess(`${r.aplicadas.length} vacinação(ões) registrada(s).`);
    } catch (e) {
      if (isApiError(e))
        setErros(Object.fromEntries(e.errors.map((x) => [x.field.split('.')[0]!, x.message])));
      notifyError(e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Vacinação em Lote" />
      <Typography variant="h5" component="h1" gutterBottom>
        Vacinação em Lote
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Cada talento escolhido recebe a próxima dose da vacina, com o mesmo lote e data. Se algum registro for
        recusado, nenhum é gravado.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
        <ReferencePicker
          id="lote-vacina"
          label="Vacina"
          target="sst/vacinas"
          catalog={catalog}
          required
          value={vacina}
          onChange={setVacina}
          error={!!erros.vacina}
          helperText={erros.vacina}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Lote"
            required
            value={lote}
            onChange={(e) => setLote(e.target.value)}
            error={!!erros.lote}
            helperText={erros.lote}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <CampoData
            label="Data da Realização"
            required
            value={data}
            onChange={setData}
            error={!!erros.dataRealizacao}
            helperText={erros.dataRealizacao}
          />
        </Stack>
        <ReferencePicker
          id="lote-talentos"
          label="Talentos"
          target="cargo-salario/colaboradores"
          catalog={catalog}
          multiple
          required
          value={talentos}
          onChange={setTalentos}
          error={!!erros.colaboradorIds}
          helperText={erros.colaboradorIds}
        />
        <Box>
          <Button variant="contained" disabled={enviando} onClick={aplicar}>
            Aplicar vacina
          </Button>
        </Box>
      </Paper>
      {resultado && (
        <Alert severity={resultado.ignorados.length ? 'warning' : 'success'} sx={{ mt: 2 }} role="status">
          {resultado.aplicadas.length} vacinação(ões) registrada(s).
          {resultado.mensagem && ` ${resultado.mensagem}`}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {resultado.aplicadas.map((a) => (
              <li key={a.id}>
                <Link to={`/sst/cartoes-vacinacao/colaborador/${a.colaborador.id}`}>
                  {a.colaborador.nome}
                </Link>
                : {a.numeroDose}ª dose
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
