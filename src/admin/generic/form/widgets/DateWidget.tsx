// Dates typed as dd/MM/yyyy, sent as yyyy-MM-dd. Until the date is complete the field holds what
// was typed, so the shared validator answers 'Data inválida.' exactly like the server.
import { TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { brToIso, isoToBr, maskDate } from './dates.ts';

export function DateWidget(props: WidgetProps) {
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
    autofocus,
  } = props;
  const [text, setText] = useState(() => isoToBr(value));
  // a value set from outside (reset, record loaded) replaces what is on screen
  useEffect(() => {
    setText((current) => (brToIso(current) === (value ?? undefined) ? current : isoToBr(value)));
  }, [value]);
  return (
    <TextField
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder="dd/mm/aaaa"
      value={text}
      error={rawErrors.length > 0}
      onChange={(e) => {
        const masked = maskDate(e.target.value);
        setText(masked);
        onChange(brToIso(masked));
      }}
      onBlur={() => onBlur(id, brToIso(text))}
      onFocus={() => onFocus(id, brToIso(text))}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-describedby': ariaDescribedByIds(id) },
      }}
    />
  );
}
