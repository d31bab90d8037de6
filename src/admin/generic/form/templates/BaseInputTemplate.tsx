// The MUI theme's text input, with the field's error and help texts tied to the <input> itself
// (the theme puts aria-describedby on the wrapper), so screen readers read the message. Fields
// marked x-ui.upperCase are shown in capitals as typed (normalizeInput upper-cases what is sent).
import { Templates } from '@rjsf/mui';
import { ariaDescribedByIds, type BaseInputTemplateProps } from '@rjsf/utils';

const MuiBaseInput = Templates.BaseInputTemplate!;

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { slotProps } = props as { slotProps?: { htmlInput?: { style?: object } } };
  const upper = props.options?.upperCase === true;
  return (
    <MuiBaseInput
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...slotProps?.htmlInput,
          'aria-describedby': ariaDescribedByIds(props.id),
          ...(upper ? { style: { ...slotProps?.htmlInput?.style, textTransform: 'uppercase' } } : {}),
        },
      }}
    />
  );
}
