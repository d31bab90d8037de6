// References are RJSF fields (not widgets): a single one is an object ({id, <title>}) and a
// many-reference an array of ids, and RJSF only hands primitive values to widgets.
import { ariaDescribedByIds, type FieldProps } from '@rjsf/utils';
import { ReferencePicker } from '../../ReferencePicker.tsx';
import type { FormContext } from '../formContext.ts';

export function ReferenceField(props: FieldProps) {
  const {
    schema,
    formData,
    onChange,
    fieldPathId,
    required,
    disabled,
    readonly,
    rawErrors = [],
    registry,
    name,
  } = props;
  const { catalog } = registry.formContext as FormContext;
  const id = fieldPathId.$id;
  return (
    <ReferencePicker
      id={id}
      label={schema.title ?? name}
      target={schema['x-ref'] as string}
      catalog={catalog}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      error={rawErrors.length > 0}
      aria-describedby={ariaDescribedByIds(id)}
      value={formData}
      onChange={(value) => onChange(value, fieldPathId.path)}
      onBlur={() => props.onBlur(id, formData)}
      onFocus={() => props.onFocus(id, formData)}
    />
  );
}

export function ReferenceManyField(props: FieldProps) {
  const {
    schema,
    formData,
    onChange,
    fieldPathId,
    required,
    disabled,
    readonly,
    rawErrors = [],
    registry,
    name,
  } = props;
  const { catalog } = registry.formContext as FormContext;
  const id = fieldPathId.$id;
  return (
    <ReferencePicker
      multiple
      id={id}
      label={schema.title ?? name}
      target={schema['x-ref'] as string}
      catalog={catalog}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      error={rawErrors.length > 0}
      aria-describedby={ariaDescribedByIds(id)}
      value={Array.isArray(formData) ? formData : []}
      onChange={(ids) => onChange(ids, fieldPathId.path)}
      onBlur={() => props.onBlur(id, formData)}
      onFocus={() => props.onFocus(id, formData)}
    />
  );
}
