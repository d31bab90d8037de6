// Money in R$ with two decimals; digits fill the cents from the right.
import { InputAdornment, TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { fieldProps } from './fieldProps.ts';
import { moneyFromInput, moneyText } from './money.ts';

export function MoneyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  return (
    <TextField
      {...fieldProps(props)}
      value={moneyText(value)}
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
