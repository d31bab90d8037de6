// react-admin's confirmation dialog, as every screen of the console asks: 'Cancelar' with a plain close icon
// (react-admin's default is an alert '!', which reads as a warning on the button that changes nothing).
import CloseIcon from '@mui/icons-material/Close';
import type { ComponentProps } from 'react';
import { Confirm as RaConfirm } from 'react-admin';

export function Confirm(props: ComponentProps<typeof RaConfirm>) {
  return <RaConfirm CancelIcon={CloseIcon} {...props} />;
}
