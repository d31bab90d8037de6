// Booleans as the product shows them: Sim / Não, a labelled radio group. With x-ui.confirmClear, choosing
// 'Sim' while the named list has items asks first (spec §4: ticking 'primeiro emprego' deletes the
// experiences after confirmation; declining leaves it unticked).
import { FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { Confirm } from '../../Confirm.tsx';
import { TEXT } from '../../messages.ts';
import type { FormContext } from '../formContext.ts';

export function BooleanSimNaoWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    onChange,
    onBlur,
    onFocus,
    label,
    required,
    disabled,
    readonly,
    options,
    registry,
  } = props;
  const labelId = `${id}-label`;
  const off = disabled || readonly;
  const ctx = registry.formContext as FormContext;
  const confirmClear = options.confirmClear as { field: string; message: string } | undefined;
  const [asking, setAsking] = useState(false);

  const choose = (v: boolean) => {
    const list = confirmClear ? ctx.formData?.[confirmClear.field] : undefined;
    if (v && Array.isArray(list) && list.length > 0) setAsking(true);
    else onChange(v);
  };
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
        onChange={(_, v) => choose(v === 'true')}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <FormControlLabel value="true" control={<Radio id={`${id}-0`} />} label={TEXT.yes} disabled={off} />
        <FormControlLabel value="false" control={<Radio id={`${id}-1`} />} label={TEXT.no} disabled={off} />
      </RadioGroup>
      {confirmClear && (
        <Confirm
          isOpen={asking}
          title="Confirmar alteração"
          content={confirmClear.message}
          confirm={TEXT.ok}
          cancel={TEXT.cancel}
          onConfirm={() => {
            setAsking(false);
            ctx.setField?.(confirmClear.field, []);
            onChange(true);
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
