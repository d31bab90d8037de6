// The filter of a report, generated from its declaration with the register forms' own pieces (RJSF,
// widgets, masks, reference pickers, the precompiled validator), and the spec's buttons (§2):
// 'Relatorio' (PDF) and, when the report has it, 'Exportar para XLS'. Nothing is sent while the
// filter is invalid; whatever happens to the request, the filter keeps what was typed.
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TableChart from '@mui/icons-material/TableChart';
import { Box, Button, Stack } from '@mui/material';
import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { use, useEffect, useMemo, useRef, useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import type { ReportDeclaration, ReportFormat } from '../../../shared/reports/types.ts';
import { normalizeInput } from '../../../shared/schema/normalize.ts';
import type { Catalog } from '../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { propertyPath } from '../../generic/form/focus.ts';
import type { FormContext } from '../../generic/form/formContext.ts';
import {
  displayPath,
  type ErrorTree,
  fieldErrorsToTree,
  toWire,
  withoutPath,
} from '../../generic/form/formData.ts';
import { formDefaults } from '../../generic/form/formParts.ts';
import { loadValidator } from '../../generic/form/loadValidator.ts';
import { createSchemaValidator } from '../../generic/form/schemaValidator.ts';
import { isShownOnForm } from '../../generic/form/serverErrors.ts';
import { buildUiSchema, type Layout } from '../../generic/form/uiSchema.ts';
import { useErrorFocus } from '../../generic/form/useErrorFocus.ts';
import { closeNotice, notify, notifyError } from '../../providers/errorHandler.ts';
import { toServerDate } from '../../providers/serverTime.ts';
import { getSession } from '../../providers/session.ts';
import { initialFilter } from './defaults.ts';
import { generateReport } from './download.ts';
import type { ReportOutcome } from './outcome.ts';
import { ReportProgress, type Running } from './ReportProgress.tsx';
import { doneText, REPORT_TEXT } from './texts.ts';

export type ReportFilterFormProps = { decl: ReportDeclaration; catalog: Catalog };

export function ReportFilterForm({ decl, catalog }: ReportFilterFormProps) {
  const validate = use(loadValidator(`relatorio:${decl.$id}`));
  // titled with the report: the validator adapter recognises the root schema by its title
  const schema = useMemo<JsonSchema>(() => ({ ...decl.filter, title: decl.title }), [decl]);
  const uiSchema = useMemo(() => buildUiSchema(schema), [schema]);
  const layout = (uiSchema['ui:options'] as { layout: Layout }).layout;
  const validator = useMemo(() => createSchemaValidator(schema, validate), [schema, validate]);

  const [formData, setFormData] = useState<Record<string, unknown>>(() =>
    initialFilter(decl, toServerDate(new Date()), getSession().userInfo?.empresa.id),
  );
  const [extraErrors, setExtraErrors] = useState<ErrorTree>();
  const [live, setLive] = useState(false);
  const [tab, setTab] = useState(0);
  const [running, setRunning] = useState<Running>();
  const [note, setNote] = useState<string>();
  const container = useRef<HTMLDivElement>(null);
  const warning = useRef<number | undefined>(undefined);
  const format = useRef<ReportFormat>(decl.formats[0] ?? 'pdf');
  const abort = useRef<AbortController | undefined>(undefined);
  const mounted = useRef(false);

  // leaving the screen gives up the report: the server stops rendering it
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      abort.current?.abort();
    };
  }, []);

  const formContext: FormContext = useMemo(() => ({ catalog, tab, setTab }), [catalog, tab]);
  const focusFirstError = useErrorFocus(container, layout, setTab);
  const goToFirstError = (paths: string[][]) => {
    setLive(true);
    focusFirstError(paths);
  };

  const clearWarning = () => {
    if (warning.current !== undefined) closeNotice(warning.current);
    warning.current = undefined;
  };

  const onError = (errors: RJSFValidationError[]) => {
    clearWarning();
    warning.current = notify(MSG.validation, { severity: 'warning' });
    goToFirstError(errors.map((e) => propertyPath(e.property)));
  };

  const show = (outcome: ReportOutcome, data: unknown) => {
    switch (outcome.kind) {
      case 'file':
        setNote(doneText(outcome.filename));
        return;
      case 'no-data':
        notify(MSG.reportNoData, { severity: 'info' });
        return;
      case 'failure':
        notify(MSG.reportFailure, { severity: 'error' });
        return;
      case 'invalid':
        // the fields' own messages go under them; the notice says only what no field of the filter shows
        notifyError(outcome.error, { shownFields: (field) => isShownOnForm(schema, field, data) });
        setExtraErrors(fieldErrorsToTree(schema, outcome.errors));
        goToFirstError(outcome.errors.map((e) => displayPath(schema, e.field)));
        return;
      case 'cancelled':
        setNote(REPORT_TEXT.cancelled);
        return;
      default:
        notifyError(outcome.error);
    }
  };

  const onSubmit = async ({ formData: data }: IChangeEvent) => {
    if (abort.current) return;
    clearWarning();
    setExtraErrors(undefined);
    setNote(undefined);
    const filter = normalizeInput(schema, toWire(schema, data ?? {})) as Record<string, unknown>;
    const controller = new AbortController();
    abort.current = controller;
    const started: Running = {
      format: format.current,
      startedAt: Date.now(),
      progress: { receiving: false, bytes: 0 },
    };
    setRunning(started);
    const outcome = await generateReport({
      id: decl.$id,
      format: started.format,
      filter,
      signal: controller.signal,
      onProgress: (progress) => setRunning((r) => (r ? { ...r, progress } : r)),
    });
    abort.current = undefined;
    // the user left meanwhile: nothing to show
    if (!mounted.current) return;
    setRunning(undefined);
    show(outcome, data);
  };

  const onChange = (e: IChangeEvent, id?: string) => {
    setFormData(e.formData ?? {});
    if (extraErrors && id) setExtraErrors((t) => withoutPath(t, id.replace(/^root_?/, '').split('_')));
  };

  const submitAs = (f: ReportFormat) => () => {
    format.current = f;
  };
  const busy = running !== undefined;
  return (
    <Box ref={container} aria-busy={busy}>
      <Form
        {...formDefaults}
        schema={schema as any}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        extraErrors={extraErrors as ErrorSchema | undefined}
        liveValidate={live ? 'onChange' : undefined}
        onChange={onChange}
        onError={onError}
        onSubmit={onSubmit}
      >
        <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
          {/* Enter in a field submits with the first button: the PDF, the spec's main action */}
          {decl.formats.includes('pdf') && (
            <Button
              type="submit"
              variant="contained"
              startIcon={<PictureAsPdf />}
              disabled={busy}
              onClick={submitAs('pdf')}
            >
              {REPORT_TEXT.pdf}
            </Button>
          )}
          {decl.formats.includes('xlsx') && (
            <Button
              type="submit"
              variant={decl.formats.includes('pdf') ? 'outlined' : 'contained'}
              startIcon={<TableChart />}
              disabled={busy}
              onClick={submitAs('xlsx')}
            >
              {REPORT_TEXT.xlsx}
            </Button>
          )}
        </Stack>
      </Form>
      <ReportProgress running={running} note={note} onCancel={() => abort.current?.abort()} />
    </Box>
  );
}
