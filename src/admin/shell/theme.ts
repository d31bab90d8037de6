// The console's MUI theme: react-admin's default look with Gente's colours and the spec's mobile
// breakpoint (the staff shell is "mobile" at 768 px or less: react-admin switches to its mobile
// layout below the `sm` breakpoint, so `sm` starts at 769 px).
import { deepmerge } from '@mui/utils';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { MOBILE_BREAKPOINT_STAFF_PX } from '../../shared/constants.ts';

export const theme: RaThemeOptions = deepmerge(defaultLightTheme, {
  breakpoints: { values: { xs: 0, sm: MOBILE_BREAKPOINT_STAFF_PX + 1, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    // both at least 4.5:1 against white (WCAG AA for normal text)
    primary: { main: '#1f5fa8', contrastText: '#ffffff' },
    secondary: { main: '#16406e', contrastText: '#ffffff' },
    warning: { main: '#b35c00' },
    // MUI's #d32f2f misses 4.5:1 on the grey of filled inputs (error labels and messages)
    error: { main: '#c62828' },
    background: { default: '#f4f6f9' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
} satisfies RaThemeOptions);
