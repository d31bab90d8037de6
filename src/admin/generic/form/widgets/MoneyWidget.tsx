// Money in R$ as people type it: '3000' is R$ 3.000,00, a comma starts the cents, the thousands dots come by
// themselves; a whole value pasted is read in either notation (src/shared/br/money-input.ts). The field shows
// what is being typed and gets its two cents when the user leaves it.
import { InputAdornment, TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  caretAfterMask,
  maskMoneyTyping,
  moneyInputText,
  moneyOfTyping,
  moneyText,
} from '../../../../shared/br/money-input.ts';
import { fieldProps } from './fieldProps.ts';

export function MoneyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const [text, setText] = useState(() => moneyText(value));
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const pasted = useRef<string | null>(null);

  // a value set from outside (record loaded, form reset) replaces what is on screen
  useEffect(() => {
    setText((current) => (moneyOfTyping(current) === (value ?? undefined) ? current : moneyText(value)));
  }, [value]);
  // re-masking moves the caret to the end: put it back after the digits the user had before it
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current !== null && el && el === document.activeElement)
      el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextField
      {...fieldProps(props)}
      inputRef={input}
      value={text}
      onPaste={(e) => {
        pasted.current = e.clipboardData.getData('text');
      }}
      onChange={(e) => {
        const raw = e.target.value;
        const inserted = pasted.current ?? (e.nativeEvent as InputEvent).data;
        pasted.current = null;
        const next = moneyInputText(raw, inserted);
        caret.current =
          next === maskMoneyTyping(raw)
            ? caretAfterMask(raw, e.target.selectionStart ?? raw.length, next)
            : next.length;
        setText(next);
        onChange(moneyOfTyping(next));
      }}
      onBlur={() => {
        const v = moneyOfTyping(text);
        setText(moneyText(v));
        onBlur(id, v);
      }}
      onFocus={() => onFocus(id, moneyOfTyping(text))}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-describedby': ariaDescribedByIds(id) },
      }}
    />
  );
}
