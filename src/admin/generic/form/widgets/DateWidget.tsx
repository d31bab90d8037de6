// Dates (format date) and date-times (format date-time) of generated forms: the app's dd/mm/aaaa input.
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DateInput } from './DateInput.tsx';
import { fieldProps } from './fieldProps.ts';

function widget(withTime: boolean) {
  return function DateOrTimeWidget(props: WidgetProps) {
    const { id, value, onChange, onBlur, onFocus } = props;
    return (
      <DateInput
        {...fieldProps(props)}
        withTime={withTime}
        value={value}
        onChange={(v) => onChange(v)}
        onBlur={(v) => onBlur(id, v)}
        onFocus={(v) => onFocus(id, v)}
        htmlInput={{ 'aria-describedby': ariaDescribedByIds(id) }}
      />
    );
  };
}

export const DateWidget = widget(false);
export const DateTimeWidget = widget(true);
