// A dialog with the generated form of a declared action's body schema (schemas/<module>/_acoes/*.json),
// as 'Atualizar Meus Dados' does on a page: the action's precompiled validator ('acao:<id>') shows the
// server's messages under the fields before anything is sent; the server's refusals land on the fields
// (400) or in the error handler (409 with its message), and the dialog stays open with what was typed.
// `hidden` properties travel in the body with their initial value but are not shown (the stage a card
// was dropped on, the request a hire belongs to).
import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { SaveContextProvider } from 'react-admin';
import { buildRegistry } from '../../../shared/schema/registry.ts';
import type { Catalog } from '../../../shared/schema/schema-info.ts';
import type { JsonSchema, Resource } from '../../../shared/schema/types.ts';
import { LazySchemaForm } from '../../generic/LazySchemaForm.tsx';
import { TEXT } from '../../generic/messages.ts';

type Parts = { actions: JsonSchema[]; catalog: Catalog };
let parts: Promise<Parts> | undefined;
/** The action schemas and the register catalog (reference pickers), loaded once on first use. */
const loadParts = () =>
  (parts ??= Promise.all([import('../../schemas/actions.ts'), import('../../schemas/registers.ts')]).then(
    ([actions, registers]) => ({
      actions: actions.default as unknown as JsonSchema[],
      catalog: buildRegistry(registers.default as unknown as JsonSchema[]),
    }),
  ));

/**
 * The action's body schema as the form's register, without the hidden properties. Its path names the
 * action's validator; `title` and `gender` make the form's success message ('Encerramento salvo com
 * sucesso.').
 */
export function actionResource(
  schema: JsonSchema,
  opts: { title: string; gender: 'm' | 'f'; hidden?: string[] },
): Resource {
  const hidden = new Set(opts.hidden ?? []);
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([name]) => !hidden.has(name)),
  );
  const required = (schema.required ?? []).filter((name) => !hidden.has(name));
  const path = `acao:${schema.$id}`;
  return {
    path,
    meta: { path, table: '', label: opts.title, gender: opts.gender, tenant: 'empresa' },
    schema: { ...schema, properties, required },
    title: opts.title,
    table: '',
    fields: [],
    recordTitle: 'id',
  };
}

export type ActionFormDialogProps<T> = {
  open: boolean;
  /** the body schema's $id, e.g. 'captacao/_acoes/solicitacao-encerra' */
  schemaId: string;
  /** the dialog's title */
  title: string;
  /** the noun of the success message and its gender ('Encerramento' m → 'Encerramento salvo…') */
  noun: string;
  gender: 'm' | 'f';
  description?: ReactNode;
  /** initial values, hidden properties included */
  initial?: Record<string, unknown>;
  hidden?: string[];
  /** sends the body; its answer is handed to onClose */
  submit(body: Record<string, unknown>): Promise<T>;
  /** closed: with the action's answer after a success, without it when cancelled */
  onClose(result?: { value: T }): void;
};

export function ActionFormDialog<T>(props: ActionFormDialogProps<T>) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={() => props.onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent sx={{ px: 1, pb: 1 }}>
        {props.description && (
          <Typography variant="body2" sx={{ px: 2 }}>
            {props.description}
          </Typography>
        )}
        {props.open && <ActionForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function ActionForm<T>({
  schemaId,
  noun,
  gender,
  initial,
  hidden,
  submit,
  onClose,
}: ActionFormDialogProps<T>) {
  const [loaded, setLoaded] = useState<Parts>();
  const [saving, setSaving] = useState(false);
  const result = useRef<{ value: T }>(undefined);
  useEffect(() => {
    let live = true;
    loadParts().then((p) => live && setLoaded(p));
    return () => {
      live = false;
    };
  }, []);
  const schema = loaded?.actions.find((s) => s.$id === schemaId);
  const hiddenKey = (hidden ?? []).join(',');
  const resource = useMemo(
    () => schema && actionResource(schema, { title: noun, gender, hidden: hiddenKey.split(',') }),
    [schema, noun, gender, hiddenKey],
  );
  // the form's record is fixed when it opens: later renders must not reset what the user typed
  const [record] = useState(() => ({ ...initial }));

  if (!loaded) return <LinearProgress aria-label={TEXT.loading} sx={{ m: 2 }} />;
  if (!resource) throw new Error(`Ação '${schemaId}' não encontrada.`);

  const save = async (
    body: Record<string, unknown>,
    callbacks?: { onSuccess?: () => void; onError?: (e: unknown) => void },
  ) => {
    setSaving(true);
    try {
      result.current = { value: await submit(body) };
      callbacks?.onSuccess?.();
    } catch (e) {
      callbacks?.onError?.(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SaveContextProvider value={{ save: save as never, saving }}>
      <LazySchemaForm
        resource={resource}
        catalog={loaded.catalog}
        mode="create"
        record={record as never}
        onDone={() => onClose(result.current)}
      />
    </SaveContextProvider>
  );
}
