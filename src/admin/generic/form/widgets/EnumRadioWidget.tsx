// Enum radios ('x-ui.widget: radio') as a labelled radio group: RJSF's MUI radio widget labels the group with a
// <label for> pointing at a <div>, which names nothing, so screen readers announced an unnamed group.
import { FormLabel } from '@mui/material';
import { Widgets } from '@rjsf/mui';
import type { WidgetProps } from '@rjsf/utils';

const { RadioWidget } = Widgets;

export function EnumRadioWidget(props: WidgetProps) {
  const { id, label, required, hideLabel, options } = props;
  const labelId = `${id}-label`;
  const mui = (options.mui ?? {}) as Record<string, unknown>;
  const named = hideLabel ? { 'aria-label': label } : { 'aria-labelledby': labelId };
  return (
    <>
      {!hideLabel && (
        <FormLabel id={labelId} required={required}>
          {label}
        </FormLabel>
      )}
      <RadioWidget {...props} hideLabel options={{ ...options, mui: { ...mui, ...named } }} />
    </>
  );
}
