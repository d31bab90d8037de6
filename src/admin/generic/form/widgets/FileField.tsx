// The console's input for x-file fields: the record's files (download links), 'Anexar arquivo' and
// 'Remover'. Files are sent as soon as they are chosen (multipart, one at a time) to the generic file
// routes, checked first here with the same rules as the server (type by content, size limit). On a new
// record the field is not shown: files are attached once the record exists (its edit screen).
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useId, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  checkFile,
  detectType,
  type FileFieldSpec,
  fieldRules,
  formatBytes,
} from '../../../../shared/files/files.ts';
import type { FormContext } from '../formContext.ts';

type StoredFile = { id: number; nome: string; tipo: string; tamanho: number; url: string };

const asList = (v: unknown): StoredFile[] =>
  Array.isArray(v) ? v : v && typeof v === 'object' ? [v as StoredFile] : [];

export function FileField(props: FieldProps) {
  // the schema marks file fields readOnly (never written with the record): only the form's view mode
  // (no write authority) hides the upload
  const { schema, formData, name, registry } = props;
  const spec = schema['x-file'] as FileFieldSpec;
  const rules = fieldRules(spec);
  const ctx = registry.formContext as FormContext;
  const locked = !!ctx.viewOnly;
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [files, setFiles] = useState<StoredFile[]>(() => asList(formData));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const base = ctx.recordPath ? `/api/${ctx.recordPath}/arquivos/${name}` : undefined;

  async function send(file: File) {
    if (!base) return;
    setError(undefined);
    const head = new Uint8Array(await file.slice(0, 65536).arrayBuffer());
    const problem = checkFile(spec, { size: file.size, type: detectType(head) });
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const body = new FormData();
      body.append(name, file, file.name);
      const res = await fetch(base, { method: 'POST', body, credentials: 'same-origin' });
      const answer = await res.json().catch(() => ({}));
      if (!res.ok) return setError(answer.errors?.[0]?.message ?? answer.message ?? 'Erro');
      setFiles((list) => (rules.multiple ? [...list, answer] : [answer]));
      notify(answer.message, { type: 'success' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function remove(file: StoredFile) {
    const res = await fetch(file.url, { method: 'DELETE', credentials: 'same-origin' });
    if (res.ok || res.status === 404) setFiles((list) => list.filter((f) => f.id !== file.id));
    else setError(((await res.json().catch(() => ({}))) as { message?: string }).message ?? 'Erro');
  }

  const accept = rules.types.map((t) => (t === 'jpg' ? '.jpg,.jpeg' : `.${t}`)).join(',');
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p">
        {schema.title ?? name}
      </Typography>
      <Stack spacing={0.5} sx={{ my: 0.5 }}>
        {files.map((f) => (
          <Stack key={f.id} direction="row" spacing={1} alignItems="center">
            <Link href={f.url}>{f.nome}</Link>
            <Typography variant="caption">{formatBytes(f.tamanho)}</Typography>
            {!locked && (
              <IconButton size="small" aria-label={`Remover ${f.nome}`} onClick={() => remove(f)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {base && !locked && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={accept}
            aria-describedby={helpId}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file);
            }}
          />
          <Button
            size="small"
            startIcon={<AttachFileIcon />}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {rules.multiple || files.length === 0 ? 'Anexar arquivo' : 'Trocar arquivo'}
          </Button>
          {busy && <LinearProgress aria-label="Enviando arquivo" sx={{ mt: 0.5 }} />}
        </>
      )}
      <FormHelperText id={helpId} error={!!error}>
        {error ?? `${rules.types.join(', ')} — até ${formatBytes(rules.maxBytes)}`}
      </FormHelperText>
    </Box>
  );
}
