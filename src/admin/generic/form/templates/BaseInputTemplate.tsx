// The MUI theme's text input, with the field's error and help texts tied to the <input> itself
// (the theme puts aria-describedby on the wrapper), so screen readers read the message.
import { Templates } from '@rjsf/mui';
import { ariaDescribedByIds, type BaseInputTemplateProps } from '@rjsf/utils';

const MuiBaseInput = Templates.BaseInputTemplate!;

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { slotProps } = props as { slotProps?: { htmlInput?: object } };
  return (
    <MuiBaseInput
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: { ...slotProps?.htmlInput, 'aria-describedby': ariaDescribedByIds(props.id) },
      }}
    />
  );
}
