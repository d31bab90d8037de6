// A choice among the enum values, labelled with x-enum-labels (passed as ui:enumNames).
import { MenuItem, TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { fieldProps } from './fieldProps.ts';

export function EnumWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const index = enumOptions.findIndex((o) => o.value === value);
  const toValue = (i: string) => (i === '' ? options.emptyValue : enumOptions[Number(i)]?.value);
  return (
    <TextField
      select
      {...fieldProps(props)}
      value={index < 0 ? '' : String(index)}
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
