import { labelValue, type WidgetProps } from '@rjsf/utils';

/** The TextField props every text-like widget sets the same way from RJSF's widget props. */
export function fieldProps(p: WidgetProps) {
  return {
    id: p.id,
    name: p.htmlName || p.id,
    label: labelValue(p.label || undefined, p.hideLabel, undefined),
    required: p.required,
    disabled: p.disabled || p.readonly,
    autoFocus: p.autofocus,
    error: (p.rawErrors ?? []).length > 0,
  };
}
