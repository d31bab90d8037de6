// Dates typed as dd/MM/yyyy, sent as yyyy-MM-dd. Until the date is complete the field holds what
// was typed, so the shared validator answers 'Data inválida.' exactly like the server.
import { TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { brToIso, isoToBr, maskDate } from './dates.ts';
import { fieldProps } from './fieldProps.ts';

export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const [text, setText] = useState(() => isoToBr(value));
  // a value set from outside (reset, record loaded) replaces what is on screen
  useEffect(() => {
    setText((current) => (brToIso(current) === (value ?? undefined) ? current : isoToBr(value)));
  }, [value]);
  return (
    <TextField
      {...fieldProps(props)}
      placeholder="dd/mm/aaaa"
      value={text}
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
