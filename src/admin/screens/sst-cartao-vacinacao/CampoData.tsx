// A date typed as dd/mm/aaaa outside a generated form (the card's rows, the batch), held as yyyy-MM-dd; an
// incomplete date stays as typed so the action's validator answers 'Data inválida.' like the server.
import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { brToIso, isoToBr, maskDate } from '../../generic/form/widgets/dates.ts';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange(iso: string): void };

export function CampoData({ value, onChange, ...props }: Props) {
  const [texto, setTexto] = useState(() => isoToBr(value));
  useEffect(() => {
    setTexto((atual) => ((brToIso(atual) ?? '') === value ? atual : isoToBr(value)));
  }, [value]);
  return (
    <TextField
      {...props}
      placeholder="dd/mm/aaaa"
      value={texto}
      onChange={(e) => {
        const m = maskDate(e.target.value);
        setTexto(m);
        onChange(brToIso(m) ?? '');
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
