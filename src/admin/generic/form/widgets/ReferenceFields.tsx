// References are RJSF fields (not widgets): a single one is an object ({id, <title>}) and a
// many-reference an array of ids, and RJSF only hands primitive values to widgets.
// With x-ui.confirmPick, a newly picked record is checked first (the declared endpoint answers {mensagem}); a
// message is asked in a dialog, and the pick is kept only on 'Confirmar' (spec §8: replacing a talent with
// stability asks for confirmation). x-ui.refFilter narrows what the picker offers; x-ui.fillEmpty copies the
// picked record's title to an empty field (an ad's title from its request).
import { ariaDescribedByIds, type FieldProps, getUiOptions } from '@rjsf/utils';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { refTitle } from '../../../../shared/schema/schema-info.ts';
import { apiFetch } from '../../../providers/http.ts';
import { Confirm } from '../../Confirm.tsx';
import { ReferencePicker } from '../../ReferencePicker.tsx';
import type { FormContext } from '../formContext.ts';

/** What the single and the many picker take alike from RJSF's field props. */
function pickerProps(props: FieldProps) {
  const {
    schema,
    formData,
    fieldPathId,
    required,
    disabled,
    readonly,
    rawErrors = [],
    registry,
    name,
  } = props;
  const id = fieldPathId.$id;
  const filter = getUiOptions(props.uiSchema).refFilter as Record<string, unknown> | undefined;
  return {
    id,
    ...(filter ? { filter } : {}),
    label: schema.title ?? name,
    target: schema['x-ref'] as string,
    catalog: (registry.formContext as FormContext).catalog,
    required,
    disabled,
    readOnly: readonly,
    error: rawErrors.length > 0,
    'aria-describedby': ariaDescribedByIds(id),
    onBlur: () => props.onBlur(id, formData),
    onFocus: () => props.onFocus(id, formData),
  };
}

/** The API path of a confirmPick for a picked id ('captacao/x/:id' → '/captacao/x/7'). */
export const confirmPickPath = (template: string, id: number | string) =>
  `/${template.replace(/^\/+/, '').replace(':id', encodeURIComponent(String(id)))}`;

/**
 * Applies a change at once, or — when the field declares confirmPick and the change adds `picked` — after the
 * endpoint said nothing or the user confirmed its message.
 */
function useConfirmPick(props: FieldProps) {
  const template = getUiOptions(props.uiSchema).confirmPick as string | undefined;
  const [pending, setPending] = useState<{ mensagem: string; apply: () => void }>();
  const change = async (picked: number | string | undefined, apply: () => void) => {
    if (!template || picked === undefined) return apply();
    const r = await apiFetch<{ mensagem?: string | null }>(confirmPickPath(template, picked)).catch(
      () => undefined,
    );
    if (r?.mensagem) setPending({ mensagem: r.mensagem, apply });
    else apply();
  };
  const dialog = template ? (
    <Confirm
      isOpen={pending !== undefined}
      title="Confirmar seleção"
      content={pending?.mensagem ?? ''}
      onConfirm={() => {
        pending?.apply();
        setPending(undefined);
      }}
      onClose={() => setPending(undefined)}
    />
  ) : null;
  return { change, dialog };
}

/** x-ui.fillEmpty: the picked record's title goes to that root field while it is empty. */
function useFillEmpty(props: FieldProps) {
  const target = getUiOptions(props.uiSchema).fillEmpty as string | undefined;
  const ctx = props.registry.formContext as FormContext;
  return (picked: RaRecord | undefined) => {
    if (!target || !picked || !ctx.setField) return;
    const current = ctx.formData?.[target];
    if (current !== undefined && current !== null && String(current).trim() !== '') return;
    const resource = ctx.catalog.find(props.schema['x-ref'] as string);
    const title = refTitle(picked, resource);
    if (title) ctx.setField(target, title);
  };
}

export function ReferenceField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const confirm = useConfirmPick(props);
  const fill = useFillEmpty(props);
  return (
    <>
      <ReferencePicker
        {...pickerProps(props)}
        value={formData}
        onChange={(value) => {
          const picked = value?.id !== undefined && value.id !== formData?.id ? value.id : undefined;
          void confirm.change(picked, () => {
            if (picked !== undefined) fill(value);
            onChange(value, fieldPathId.path);
          });
        }}
      />
      {confirm.dialog}
    </>
  );
}

export function ReferenceManyField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const current: (number | string)[] = Array.isArray(formData) ? formData : [];
  const confirm = useConfirmPick(props);
  return (
    <>
      <ReferencePicker
        {...pickerProps(props)}
        multiple
        value={current}
        onChange={(ids) => {
          const picked = (ids as (number | string)[]).find((i) => !current.includes(i));
          void confirm.change(picked, () => onChange(ids, fieldPathId.path));
        }}
      />
      {confirm.dialog}
    </>
  );
}
