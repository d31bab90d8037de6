// A choice among the enum values, labelled with x-enum-labels (passed as ui:enumNames).
import { MenuItem, TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

export function EnumWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    onChange,
    onBlur,
    onFocus,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    rawErrors = [],
    options,
    autofocus,
  } = props;
  const enumOptions = options.enumOptions ?? [];
  const index = enumOptions.findIndex((o) => o.value === value);
  const toValue = (i: string) => (i === '' ? options.emptyValue : enumOptions[Number(i)]?.value);
  return (
    <TextField
      select
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      value={index < 0 ? '' : String(index)}
      error={rawErrors.length > 0}
      onChange={(e) => onChange(toValue(e.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ select: { 'aria-describedby': ariaDescribedByIds(id) } as object }}
    >
      {/* an optional choice can be undone */}
      {!required && (
        <MenuItem value="">
          <em>—</em>
        </MenuItem>
      )}
      {enumOptions.map((o, i) => (
        <MenuItem key={String(o.value)} value={String(i)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
