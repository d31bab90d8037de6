// A screen that sends the user to a generated form for one of its own records (an employee's history
// entry) passes `state: { returnTo: '/its/path' }`; saving, cancelling or deleting then comes back
// there instead of going to the register's list. Only in-app paths are followed.
import { useLocation, useNavigate } from 'react-admin';

const inApp = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/** The form's `onDone` when the location asks to come back somewhere, else undefined. */
export function useReturnTo(): (() => void) | undefined {
  const returnTo = (useLocation().state as { returnTo?: unknown } | null)?.returnTo;
  const navigate = useNavigate();
  return inApp(returnTo) ? () => navigate(returnTo) : undefined;
}
