// The create/edit form of any register: RJSF with the MUI theme inside react-admin's Create/Edit.
// Validation runs the server's precompiled validator before anything is sent; a refusal of the
// server (400 FIELD_VALIDATION_VIOLATION) lands on the fields it names; any other failure is
// reported by the console's error handler and the form keeps what the user typed.
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack } from '@mui/material';
import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { use, useMemo, useRef, useState } from 'react';
import { Confirm, type RaRecord, useCanAccess, useRedirect, useSaveContext } from 'react-admin';
import { DEFAULT_DIALOG_HEADER } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import { normalizeInput } from '../../../shared/schema/normalize.ts';
import type { Catalog } from '../../../shared/schema/schema-info.ts';
import type { Resource } from '../../../shared/schema/types.ts';
import {
  closeNotice,
  isValidationError,
  notify,
  notifyError,
  notifySuccess,
} from '../../providers/errorHandler.ts';
import { apiFetch, isApiError } from '../../providers/http.ts';
import { successMessage, TEXT } from '../messages.ts';
import { useDeleteRecord } from '../useDeleteRecord.tsx';
import { type CepAnswer, changedCeps, filledGroup } from './cepAutofill.ts';
import { propertyPath } from './focus.ts';
import type { FormContext } from './formContext.ts';
import {
  displayPath,
  type ErrorTree,
  type FormMode,
  fieldErrorsToTree,
  formSchema,
  recordToForm,
  toWire,
  withoutPath,
} from './formData.ts';
import { formDefaults } from './formParts.ts';
import { loadValidator } from './loadValidator.ts';
import { createSchemaValidator, validateRecord } from './schemaValidator.ts';
import { buildUiSchema, type Layout } from './uiSchema.ts';
import { useErrorFocus } from './useErrorFocus.ts';

export type SchemaFormProps = {
  resource: Resource;
  catalog: Catalog;
  mode: FormMode;
  record?: RaRecord;
  /** where the user goes after saving, cancelling or deleting (default: the register's list) */
  onDone?: () => void;
  /**
   * Asked with the valid body before it is sent: a question answers "confirm first" (shown with OK /
   * Cancelar; e.g. a candidate whose CPF belongs to former employees), undefined sends at once.
   */
  beforeSave?: BeforeSave;
};

export type BeforeSave = (
  body: Record<string, unknown>,
  ctx: { mode: FormMode; id?: RaRecord['id'] },
) => Promise<string | undefined>;

export function SchemaForm({ resource, catalog, mode, record, onDone, beforeSave }: SchemaFormProps) {
  const validate = use(loadValidator(resource.path));
  const schema = useMemo(() => formSchema(resource.schema, mode), [resource, mode]);
  const uiSchema = useMemo(() => buildUiSchema(schema), [schema]);
  const layout = (uiSchema['ui:options'] as { layout: Layout }).layout;
  const validator = useMemo(() => createSchemaValidator(resource.schema, validate), [resource, validate]);

  const [formData, setFormData] = useState<Record<string, unknown>>(() => recordToForm(record));
  const [extraErrors, setExtraErrors] = useState<ErrorTree>();
  const [live, setLive] = useState(false);
  const [tab, setTab] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const warning = useRef<number | undefined>(undefined);
  const patches = useRef<Record<string, unknown>>({});
  const [question, setQuestion] = useState<{ text: string; send(): void }>();

  const { save, saving } = useSaveContext();
  const redirect = useRedirect();
  const toList = onDone ?? (() => redirect('list', resource.path));
  const { canAccess: canDelete } = useCanAccess({ resource: resource.path, action: 'delete' });
  const { askDelete, dialog } = useDeleteRecord(resource, toList);

  const viewOnlyMode = mode === 'view';
  const recordPath = record?.id === undefined ? undefined : `${resource.path}/${record.id}`;
  const formContext: FormContext = useMemo(
    () => ({
      catalog,
      tab,
      setTab,
      recordPath,
      viewOnly: mode === 'view',
      formData,
      validateRecord: (data) => validateRecord(resource.schema, validate, data),
      setField: (name, value) => {
        patches.current[name] = value;
        setFormData((cur) => ({ ...cur, [name]: value }));
      },
    }),
    [catalog, tab, recordPath, mode, formData, resource, validate],
  );

  const focusFirstError = useErrorFocus(container, layout, setTab);
  const goToFirstError = (paths: string[][]) => {
    setLive(true);
    focusFirstError(paths);
  };

  const onError = (errors: RJSFValidationError[]) => {
    if (warning.current !== undefined) closeNotice(warning.current);
    warning.current = notify(MSG.validation, { severity: 'warning' });
    goToFirstError(errors.map((e) => propertyPath(e.property)));
  };

  const onSubmit = ({ formData: data }: IChangeEvent) => {
    if (warning.current !== undefined) closeNotice(warning.current);
    setExtraErrors(undefined);
    const body = normalizeInput(resource.schema, toWire(resource.schema, data ?? {})) as Record<
      string,
      unknown
    >;
    const send = () =>
      save?.(body, {
        onSuccess: () => {
          notifySuccess(
            successMessage(resource.title, resource.meta.gender, mode === 'create' ? 'create' : 'update'),
          );
          toList();
        },
        onError: (error: unknown) => {
          notifyError(error);
          if (isValidationError(error) && isApiError(error) && error.errors.length) {
            setExtraErrors(fieldErrorsToTree(resource.schema, error.errors));
            goToFirstError(error.errors.map((e) => displayPath(resource.schema, e.field)));
          }
        },
      });
    if (!beforeSave) return send();
    beforeSave(body, { mode, id: record?.id })
      .then((text) => (text ? setQuestion({ text, send }) : send()))
      .catch(notifyError);
  };

  // an address whose CEP was completed gets its empty fields from what the server knows (cepAutofill.ts)
  const fillAddresses = (before: Record<string, unknown>, after: Record<string, unknown>) => {
    for (const [group, cep] of changedCeps(resource.schema, before, after))
      apiFetch<CepAnswer>('/geral/cep', { query: { cep } })
        .then((answer) =>
          setFormData((cur) => ({
            ...cur,
            [group]: filledGroup(cur[group] as Record<string, unknown>, answer),
          })),
        )
        .catch(() => undefined);
  };

  const onChange = (e: IChangeEvent, id?: string) => {
    const next = { ...(e.formData ?? {}), ...patches.current };
    patches.current = {};
    if (!viewOnlyMode) fillAddresses(formData, next);
    setFormData(next);
    if (extraErrors && id) setExtraErrors((t) => withoutPath(t, id.replace(/^root_?/, '').split('_')));
  };

  const viewOnly = viewOnlyMode;
  return (
    <Box ref={container} sx={{ p: 2 }}>
      <Form
        {...formDefaults}
        schema={schema as any}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        extraErrors={extraErrors as ErrorSchema | undefined}
        liveValidate={live ? 'onChange' : undefined}
        readonly={viewOnly}
        onChange={onChange}
        onError={onError}
        onSubmit={onSubmit}
      >
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          {!viewOnly && (
            <Button type="submit" variant="contained" disabled={saving}>
              {TEXT.save}
            </Button>
          )}
          {mode === 'edit' && canDelete && record && (
            <Button type="button" color="error" startIcon={<DeleteIcon />} onClick={() => askDelete(record)}>
              {TEXT.remove}
            </Button>
          )}
          <Button type="button" onClick={toList}>
            {viewOnly ? TEXT.back : TEXT.cancel}
          </Button>
        </Stack>
      </Form>
      {dialog}
      <Confirm
        isOpen={!!question}
        title={DEFAULT_DIALOG_HEADER}
        content={question?.text ?? ''}
        confirm={TEXT.ok}
        cancel={TEXT.cancel}
        onConfirm={() => {
          question?.send();
          setQuestion(undefined);
        }}
        onClose={() => setQuestion(undefined)}
      />
    </Box>
  );
}
