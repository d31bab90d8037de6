// CPF, CNPJ, PIS, CEP, telefone (and any x-ui.mask): shown masked, stored unmasked.
import { TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { fieldProps } from './fieldProps.ts';
import { isMaskKind, mask, maskWith, unmask, unmaskWith } from './masks.ts';

export function MaskedTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, placeholder } = props;
  const kind = isMaskKind(options.mask) ? options.mask : undefined;
  const pattern = typeof options.pattern === 'string' ? options.pattern : '';
  const stored = typeof value === 'string' ? value : '';
  const shown = kind ? mask(kind, stored) : maskWith(pattern, unmaskWith(pattern, stored));
  const toValue = (text: string) => {
    const raw = kind ? unmask(kind, text) : unmaskWith(pattern, text);
    return raw === '' ? options.emptyValue : raw;
  };
  const digitsOnly = kind !== 'cnpj' && !/[AS]/.test(pattern);
  return (
    <TextField
      {...fieldProps(props)}
      placeholder={placeholder}
      value={shown}
      onChange={(e) => onChange(toValue(e.target.value))}
      onBlur={(e) => onBlur(id, toValue(e.target.value))}
      onFocus={(e) => onFocus(id, toValue(e.target.value))}
      slotProps={{
        htmlInput: {
          inputMode: digitsOnly ? 'numeric' : 'text',
          autoComplete: 'off',
          'aria-describedby': ariaDescribedByIds(id),
        },
      }}
    />
  );
}
