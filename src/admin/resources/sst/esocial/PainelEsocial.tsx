// Above the list of eSocial events: the company's A1 certificate (who, until when; send or remove), the S-2240
// of one employee at a date, the batch of everyone whose conditions changed (with who was refused and why, and
// the ZIP of what was generated), signing the events generated before the certificate, and the way to the
// sending screen (/sst/esocial-envio).
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { type RaRecord, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../shared/br/format.ts';
import type { Catalog } from '../../../../shared/schema/schema-info.ts';
import { DateInput } from '../../../generic/form/widgets/DateInput.tsx';
import { ReferencePicker } from '../../../generic/ReferencePicker.tsx';
import { notifyError, notifySuccess } from '../../../providers/errorHandler.ts';
import { apiFetch } from '../../../providers/http.ts';
import { useApiGet } from '../../../providers/useApiGet.ts';
import { baixar, base64Do } from './baixar.ts';
import { type Certificado, quemAssina } from './certificado.ts';

const EVENTOS = '/sst/eventos-esocial';
const CERT = '/sst/certificado-digital';

type Recusa = { colaborador: { id: number; nome: string }; campo: string; mensagem: string };
type Lote = { gerados: number; semAlteracao: number; recusados: Recusa[]; eventos: { id: number }[] };

const hoje = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

function CertificadoA1() {
  const [versao, setVersao] = useState(0);
  const { data } = useApiGet<{ certificado: Certificado }>(`${CERT}?v=${versao}`);
  const [senha, setSenha] = useState('');
  const arquivo = useRef<HTMLInputElement>(null);
  const cert = data?.certificado;
  const enviar = async () => {
    const file = arquivo.current?.files?.[0];
    if (!file) return;
    try {
      await apiFetch(CERT, { method: 'POST', body: { arquivo: await base64Do(file), senha } });
      notifySuccess('Certificado digital guardado.');
      setSenha('');
      if (arquivo.current) arquivo.current.value = '';
      setVersao((v) => v + 1);
    } catch (e) {
      notifyError(e);
    }
  };
  const remover = () => apiFetch(CERT, { method: 'DELETE' }).then(() => setVersao((v) => v + 1), notifyError);
  return (
    <Box component="section" aria-labelledby="cert-titulo">
      <Typography id="cert-titulo" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        Certificado digital A1
      </Typography>
      {cert ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {cert.titular} — emitido por {cert.emissor}, válido até {formatDate(cert.validoAte.slice(0, 10))}.{' '}
            {quemAssina(cert).texto}
          </Typography>
          <Button size="small" color="error" onClick={remover}>
            Remover
          </Button>
        </Stack>
      ) : null}
      {cert && quemAssina(cert).aviso && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {quemAssina(cert).aviso}
        </Alert>
      )}
      {!cert && (
        <Typography variant="body2" color="text.secondary">
          Sem certificado: os eventos são gerados e validados, e ficam à espera da assinatura.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <Button variant="outlined" component="label" size="small">
          Escolher arquivo (.pfx)
          <input
            ref={arquivo}
            hidden
            type="file"
            accept=".pfx,.p12,application/x-pkcs12"
            aria-label="Arquivo do certificado"
          />
        </Button>
        <TextField
          size="small"
          type="password"
          label="Senha do certificado"
          autoComplete="off"
          value={senha}
          onChange={(e) => setSenha(e.target.value)}
        />
        <Button variant="contained" size="small" onClick={enviar}>
          Enviar certificado
        </Button>
      </Stack>
    </Box>
  );
}

export function PainelEsocial({ catalog }: { catalog: Catalog }) {
  const refresh = useRefresh();
  const [colaborador, setColaborador] = useState<RaRecord | undefined>();
  const [data, setData] = useState(hoje());
  const [lote, setLote] = useState<Lote>();
  const [ocupado, setOcupado] = useState(false);
  const rodar = async (trabalho: () => Promise<void>) => {
    setOcupado(true);
    try {
      await trabalho();
    } catch (e) {
      notifyError(e);
    } finally {
      setOcupado(false);
      refresh();
    }
  };
  const gerarUm = () =>
    rodar(async () => {
      if (!colaborador) return;
      const ev = await apiFetch<{ id: number; idEvento: string; status: string }>(`${EVENTOS}/s-2240`, {
        method: 'POST',
        body: { colaborador: { id: colaborador.id }, data },
      });
      notifySuccess(`S-2240 ${ev.status === 'assinado' ? 'gerado e assinado' : 'gerado'}.`);
      await baixar(`${EVENTOS}/${ev.id}/xml`, {}, `${ev.idEvento}.xml`);
    });
  const gerarLote = () =>
    rodar(async () => {
      setLote(await apiFetch<Lote>(`${EVENTOS}/s-2240/lote`, { method: 'POST', body: { data } }));
    });
  const assinar = () =>
    rodar(async () => {
      const r = await apiFetch<{ assinados: number }>(`${EVENTOS}/assinar`, { method: 'POST' });
      notifySuccess(`${r.assinados} evento(s) assinado(s).`);
    });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <CertificadoA1 />
      <Divider />
      <Box component="section" aria-labelledby="s2240-titulo">
        <Typography id="s2240-titulo" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          Gerar S-2240 (condições ambientais do trabalho)
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ mt: 1, alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 280 }}>
            <ReferencePicker
              id="s2240-colaborador"
              label="Talento"
              target="cargo-salario/colaboradores"
              catalog={catalog}
              value={colaborador}
              onChange={setColaborador}
            />
          </Box>
          <DateInput
            size="small"
            label="Data de referência"
            value={data}
            onChange={(v) => setData(v ?? '')}
          />
          <Button variant="contained" disabled={!colaborador || ocupado} onClick={gerarUm}>
            Gerar e baixar
          </Button>
          <Button variant="outlined" disabled={ocupado} onClick={gerarLote}>
            Gerar para todos cujas condições mudaram
          </Button>
          <Button disabled={ocupado} onClick={assinar}>
            Assinar pendentes
          </Button>
          <Button component={Link} to="/sst/esocial-envio">
            Enviar ao eSocial
          </Button>
        </Stack>
        {lote && (
          <Alert severity={lote.recusados.length ? 'warning' : 'success'} sx={{ mt: 2 }} role="status">
            {lote.gerados} evento(s) gerado(s), {lote.semAlteracao} sem alteração, {lote.recusados.length}{' '}
            recusado(s).
            {lote.eventos.length > 0 && (
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                sx={{ ml: 1 }}
                onClick={() =>
                  baixar(
                    `${EVENTOS}/zip`,
                    { ids: lote.eventos.map((e) => e.id) },
                    'eventos-esocial.zip',
                  ).catch(notifyError)
                }
              >
                Baixar ZIP
              </Button>
            )}
            {lote.recusados.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {lote.recusados.map((r) => (
                  <li key={r.colaborador.id}>{r.mensagem}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
