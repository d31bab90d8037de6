// The portal's money and date inputs, typed as in the console (src/shared/br/money-input.ts, date-input.ts):
// 'Pretensão salarial' 3000 is R$ 3.000,00 and a date is dd/mm/aaaa whatever the phone's language (a native
// date input follows the browser's, mm/dd/yyyy in English).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { brToIso, isoToBr, maskDate } from '../../shared/br/date-input.ts';
import { caretAfterMask, maskMoneyTyping, moneyInputText } from '../../shared/br/money-input.ts';
import type { Aria } from '../ui.tsx';

/** Money held as the text shown ('3.000,50'; the record gets the number, valores.ts). */
export function EntradaDinheiro({
  aria,
  value,
  onChange,
}: {
  aria: Aria;
  value: string | undefined;
  onChange(text: string): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const pasted = useRef<string | null>(null);
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current !== null && el && el === document.activeElement)
      el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <div className="entrada-dinheiro">
      <span aria-hidden="true">R$</span>
      <input
        {...aria}
        ref={input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        value={value ?? ''}
        onPaste={(e) => {
          pasted.current = e.clipboardData.getData('text');
        }}
        onChange={(e) => {
          const raw = e.target.value;
          const next = moneyInputText(raw, pasted.current ?? (e.nativeEvent as InputEvent).data);
          pasted.current = null;
          caret.current =
            next === maskMoneyTyping(raw)
              ? caretAfterMask(raw, e.target.selectionStart ?? raw.length, next)
              : next.length;
          onChange(next);
        }}
        onBlur={() => {
          const t = value ?? '';
          // two cents once the candidate leaves the field: '3.000' → '3.000,00'
          if (t !== '') onChange(moneyInputText(t, t));
        }}
      />
    </div>
  );
}

/** A date typed dd/mm/aaaa, held as yyyy-MM-dd (the text as typed until complete: the validator says). */
export function EntradaData({
  aria,
  value,
  onChange,
  autoComplete,
}: {
  aria: Aria;
  value: string | undefined;
  onChange(value: string): void;
  autoComplete?: string;
}) {
  const [texto, setTexto] = useState(() => isoToBr(value));
  useEffect(() => {
    setTexto((atual) => ((brToIso(atual) ?? '') === (value ?? '') ? atual : isoToBr(value)));
  }, [value]);
  return (
    <input
      {...aria}
      type="text"
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      autoComplete={autoComplete ?? 'off'}
      value={texto}
      onChange={(e) => {
        const m = maskDate(e.target.value);
        setTexto(m);
        onChange(brToIso(m) ?? '');
      }}
    />
  );
}
