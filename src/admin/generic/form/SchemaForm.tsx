// The create/edit form of any register: RJSF with the MUI theme inside react-admin's Create/Edit.
// Validation runs the server's precompiled validator before anything is sent; a refusal of the
// server (400 FIELD_VALIDATION_VIOLATION) lands on the fields it names, and what it says about
// anything the form does not show is in the warning itself (serverErrors.ts); any other failure is
// reported by the console's error handler and the form keeps what the user typed. The warning about
// marked fields closes by itself once the form is right again.
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack } from '@mui/material';
import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { use, useMemo, useRef, useState } from 'react';
import { type RaRecord, useCanAccess, useRedirect, useSaveContext } from 'react-admin';
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
import { toServerDate } from '../../providers/serverTime.ts';
import { Confirm } from '../Confirm.tsx';
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
import { isShownOnForm } from './serverErrors.ts';
import { withTodayDefaults } from './todayDefaults.ts';
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

  const [formData, setFormData] = useState<Record<string, unknown>>(() =>
    mode === 'create'
      ? withTodayDefaults(resource.schema, recordToForm(record), toServerDate(new Date()))
      : recordToForm(record),
  );
  const [extraErrors, setExtraErrors] = useState<ErrorTree>();
  const [live, setLive] = useState(false);
  const [tab, setTab] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const warning = useRef<number | undefined>(undefined);
  const closesWhenValid = useRef(false);
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
      mode,
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

  /** Replaces the form's warning; `untilValid`: it is about marked fields and closes once they are right. */
  const warn = (id: number | undefined, untilValid: boolean) => {
    if (warning.current !== undefined) closeNotice(warning.current);
    warning.current = id;
    closesWhenValid.current = untilValid;
  };

  const onError = (errors: RJSFValidationError[]) => {
    warn(notify(MSG.validation, { severity: 'warning' }), true);
    goToFirstError(errors.map((e) => propertyPath(e.property)));
  };

  const onSubmit = ({ formData: data }: IChangeEvent) => {
    warn(undefined, false);
    setExtraErrors(undefined);
    const body = normalizeInput(resource.schema, toWire(resource.schema, data ?? {})) as Record<
      string,
      unknown
    >;
    const send = () =>
      save?.(body, {
        onSuccess: (saved?: RaRecord) => {
          notifySuccess(
            successMessage(
              resource.title,
              resource.meta.gender,
              mode === 'create' ? 'create' : 'update',
              resource.meta.messages,
            ),
          );
          // a new questionnaire model stays open: its aspects and questions are added on its own page
          if (mode === 'create' && resource.meta.questionario && saved?.id !== undefined)
            redirect('edit', resource.path, saved.id);
          else toList();
        },
        onError: (error: unknown) => {
          const shownFields = (field: string) => isShownOnForm(schema, field, data);
          const shown = isValidationError(error) && isApiError(error) ? error.errors : [];
          const marked = shown.filter((e) => shownFields(e.field));
          warn(notifyError(error, { shownFields }), marked.length > 0 && marked.length === shown.length);
          if (marked.length) {
            setExtraErrors(fieldErrorsToTree(resource.schema, marked));
            goToFirstError(marked.map((e) => displayPath(resource.schema, e.field)));
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
    const extra =
      extraErrors && id ? withoutPath(extraErrors, id.replace(/^root_?/, '').split('_')) : extraErrors;
    if (extra !== extraErrors) setExtraErrors(extra);
    // the fields the warning pointed at are right now: the warning has done its job
    if (
      warning.current !== undefined &&
      closesWhenValid.current &&
      !extra &&
      validateRecord(resource.schema, validate, next).length === 0
    )
      warn(undefined, false);
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
          {mode === 'edit' && canDelete && record && !resource.meta.singleton && (
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
        title="Confirmar gravação"
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
