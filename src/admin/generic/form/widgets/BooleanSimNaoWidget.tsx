// Booleans as the product shows them: Sim / Não, a labelled radio group.
import { FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { TEXT } from '../../messages.ts';

export function BooleanSimNaoWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, label, required, disabled, readonly } = props;
  const labelId = `${id}-label`;
  const off = disabled || readonly;
  return (
    <>
      <FormLabel id={labelId} required={required}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        id={id}
        name={htmlName || id}
        aria-labelledby={labelId}
        aria-describedby={ariaDescribedByIds(id)}
        value={value === true ? 'true' : value === false ? 'false' : ''}
        onChange={(_, v) => onChange(v === 'true')}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <FormControlLabel value="true" control={<Radio id={`${id}-0`} />} label={TEXT.yes} disabled={off} />
        <FormControlLabel value="false" control={<Radio id={`${id}-1`} />} label={TEXT.no} disabled={off} />
      </RadioGroup>
    </>
  );
}
