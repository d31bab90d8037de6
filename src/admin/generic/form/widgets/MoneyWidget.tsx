// Money in R$ with two decimals; digits fill the cents from the right.
import { InputAdornment, TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { moneyFromInput, moneyText } from './money.ts';

export function MoneyWidget(props: WidgetProps) {
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
  return (
    <TextField
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      value={moneyText(value)}
      error={rawErrors.length > 0}
      onChange={(e) => onChange(moneyFromInput(e.target.value))}
      onBlur={(e) => onBlur(id, moneyFromInput(e.target.value))}
      onFocus={(e) => onFocus(id, moneyFromInput(e.target.value))}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-describedby': ariaDescribedByIds(id) },
      }}
    />
  );
}
