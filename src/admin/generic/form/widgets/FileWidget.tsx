// The console's input for x-file fields (an RJSF field, named 'file' in formParts): the record's files
// (download links, a preview for images), 'Anexar arquivo' with the upload's progress, and 'Remover'. Files
// are sent as soon as they are chosen (multipart, one at a time) to the generic file routes, checked first
// here with the server's rules (type by content, size limit); the server checks again. On a new record the
// field only says that files are attached after saving: the routes need the record's id, and queueing files
// across the create would leave them half-sent when the create fails.
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
  acceptAttribute,
  checkFile,
  detectType,
  type FileFieldSpec,
  fieldRules,
  formatBytes,
} from '../../../../shared/files/files.ts';
import { MSG } from '../../../../shared/messages.ts';
import type { FormContext } from '../formContext.ts';

type StoredFile = { id: number; nome: string; tipo: string; tamanho: number; url: string };
type Answer = StoredFile & { message?: string; errors?: { message: string }[] };

const asList = (v: unknown): StoredFile[] =>
  Array.isArray(v) ? v : v && typeof v === 'object' && 'url' in v ? [v as StoredFile] : [];

/** POSTs one file as multipart, reporting the upload's progress (fetch cannot); resolves with the answer. */
function uploadWithProgress(url: string, field: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: Answer }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response ?? {}) as Answer });
    xhr.onerror = () => reject(new Error(MSG.genericError));
    const body = new FormData();
    body.append(field, file, file.name);
    xhr.send(body);
  });
}

export function FileWidget(props: FieldProps) {
  const { schema, formData, name, registry } = props;
  const spec = schema['x-file'] as FileFieldSpec;
  const rules = fieldRules(spec);
  const ctx = registry.formContext as FormContext;
  // file fields are readOnly in the schema (never written with the record): only the form's view mode
  // (no write authority) hides the upload
  const locked = !!ctx.viewOnly;
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const helpId = useId();
  const [files, setFiles] = useState<StoredFile[]>(() => asList(formData));
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const base = ctx.recordPath ? `/api/${ctx.recordPath}/arquivos/${name}` : undefined;
  const title = schema.title ?? name;
  const full = rules.maxFiles !== undefined && files.length >= rules.maxFiles && rules.multiple;

  async function send(file: File) {
    if (!base) return;
    setError(undefined);
    const head = new Uint8Array(await file.slice(0, 65536).arrayBuffer());
    const problem = checkFile(spec, {
      size: file.size,
      type: detectType(head, { partial: file.size > head.length }),
    });
    if (problem) return setError(problem);
    setProgress(0);
    try {
      const { status, body } = await uploadWithProgress(base, name, file, setProgress);
      if (status !== 201) return setError(body.errors?.[0]?.message ?? body.message ?? MSG.genericError);
      const stored = { id: body.id, nome: body.nome, tipo: body.tipo, tamanho: body.tamanho, url: body.url };
      setFiles((list) => (rules.multiple ? [...list, stored] : [stored]));
      if (body.message) notify(body.message, { type: 'success' });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  }

  async function remove(file: StoredFile) {
    setError(undefined);
    const res = await fetch(file.url, { method: 'DELETE', credentials: 'same-origin' });
    if (res.ok || res.status === 404) setFiles((list) => list.filter((f) => f.id !== file.id));
    else setError(((await res.json().catch(() => ({}))) as { message?: string }).message ?? MSG.genericError);
  }

  const limits = `${rules.types.join(', ')} — até ${formatBytes(rules.maxBytes)}`;
  return (
    <Box component="fieldset" aria-labelledby={titleId} sx={{ my: 1, border: 0, p: 0, m: 0 }}>
      <Typography id={titleId} variant="subtitle2" component="legend">
        {title}
      </Typography>
      {files.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ my: 0.5, pl: 0, listStyle: 'none' }}>
          {files.map((f) => (
            <Stack component="li" key={f.id} direction="row" spacing={1} alignItems="center">
              {spec.kind === 'image' && (
                <Box
                  component="img"
                  src={f.url}
                  alt=""
                  sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
                />
              )}
              <Link href={f.url} download={f.nome}>
                {f.nome}
              </Link>
              <Typography variant="caption">{formatBytes(f.tamanho)}</Typography>
              {!locked && (
                <IconButton size="small" aria-label={`Remover ${f.nome}`} onClick={() => remove(f)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {!base && !locked && (
        <Typography variant="body2" color="text.secondary">
          Os arquivos podem ser anexados depois de salvar.
        </Typography>
      )}
      {base && !locked && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptAttribute(spec)}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file);
            }}
          />
          <Button
            size="small"
            startIcon={<AttachFileIcon />}
            onClick={() => input.current?.click()}
            disabled={progress !== undefined || full}
            aria-describedby={helpId}
          >
            {rules.multiple || files.length === 0 ? 'Anexar arquivo' : 'Trocar arquivo'}
          </Button>
          {progress !== undefined && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={`Enviando arquivo: ${progress}%`}
              sx={{ mt: 0.5 }}
            />
          )}
        </>
      )}
      <FormHelperText id={helpId} error={!!error} role={error ? 'alert' : undefined}>
        {error ?? limits}
      </FormHelperText>
    </Box>
  );
}
