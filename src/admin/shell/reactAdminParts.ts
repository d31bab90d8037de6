// react-admin's own pieces the console keeps but does not need to start: its toasts and the page of a
// failed access check. Loaded on demand (pages.tsx), like every page of the shell.
export { AuthenticationError, Notification } from 'react-admin';
