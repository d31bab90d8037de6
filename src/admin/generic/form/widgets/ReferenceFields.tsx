// References are RJSF fields (not widgets): a single one is an object ({id, <title>}) and a
// many-reference an array of ids, and RJSF only hands primitive values to widgets.
import { ariaDescribedByIds, type FieldProps } from '@rjsf/utils';
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
  return {
    id,
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

export function ReferenceField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  return (
    <ReferencePicker
      {...pickerProps(props)}
      value={formData}
      onChange={(value) => onChange(value, fieldPathId.path)}
    />
  );
}

export function ReferenceManyField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  return (
    <ReferencePicker
      {...pickerProps(props)}
      multiple
      value={Array.isArray(formData) ? formData : []}
      onChange={(ids) => onChange(ids, fieldPathId.path)}
    />
  );
}
