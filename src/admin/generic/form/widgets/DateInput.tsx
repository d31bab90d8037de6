// The app's date input outside and inside generated forms: dd/mm/aaaa typed with a mask whatever the
// browser's language (a native <input type="date"> shows mm/dd/yyyy in an English browser), held as
// yyyy-MM-dd. With `withTime` it is dd/mm/aaaa hh:mm, the server's wall clock, held as an instant with the
// server's offset. Until complete, the value is the text as typed, so the validator answers like the server.
import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { brToInstant, brToIso, instantToBr, isoToBr, maskDate, maskDateTime } from './dates.ts';

export type DateInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  /** yyyy-MM-dd (or an instant with `withTime`); '' / undefined when empty */
  value: string | null | undefined;
  onChange(value: string | undefined): void;
  onBlur?(value: string | undefined): void;
  onFocus?(value: string | undefined): void;
  withTime?: boolean;
  /** only complete dates reach onChange (undefined until then): list filters, which search as they change */
  completeOnly?: boolean;
  /** attributes of the <input> itself (aria-describedby…) */
  htmlInput?: Record<string, unknown>;
};

export function DateInput({
  value,
  onChange,
  onBlur,
  onFocus,
  withTime,
  completeOnly,
  htmlInput,
  ...props
}: DateInputProps) {
  const show = withTime ? instantToBr : isoToBr;
  const mask = withTime ? maskDateTime : maskDate;
  const toValue = (text: string) => {
    const v = withTime ? brToInstant(text) : brToIso(text);
    return completeOnly && v !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(v) ? undefined : v;
  };
  const [text, setText] = useState(() => show(value));
  // a value set from outside (record loaded, form reset, a default) replaces what is on screen
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside resets the text
  useEffect(() => {
    setText((current) => (toValue(current) === (value || undefined) ? current : show(value)));
  }, [value]);
  return (
    <TextField
      {...props}
      placeholder={withTime ? 'dd/mm/aaaa hh:mm' : 'dd/mm/aaaa'}
      value={text}
      onChange={(e) => {
        const masked = mask(e.target.value);
        setText(masked);
        onChange(toValue(masked));
      }}
      onBlur={() => onBlur?.(toValue(text))}
      onFocus={() => onFocus?.(toValue(text))}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...htmlInput },
      }}
    />
  );
}
