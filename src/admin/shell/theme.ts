// The console's MUI theme: react-admin's default look with Gente's colours and the spec's mobile
// breakpoint (the staff shell is "mobile" at 768 px or less: react-admin switches to its mobile
// layout below the `sm` breakpoint, so `sm` starts at 769 px).
import { deepmerge } from '@mui/utils';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { MOBILE_BREAKPOINT_STAFF_PX } from '../../shared/constants.ts';

/**
 * The user's system asks for less motion (an accessibility setting, WCAG 2.3.3): no transitions, no ripples,
 * no animations. Read once at start-up, like the breakpoints; the browser tests run with it (playwright.config.ts).
 */
const reduceMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const noMotion: RaThemeOptions = {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        '*, *::before, *::after': { animationDuration: '0s !important', transitionDuration: '0s !important' },
      },
    },
  },
};

const base: RaThemeOptions = deepmerge(defaultLightTheme, {
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

export const theme: RaThemeOptions = reduceMotion ? deepmerge(base, noMotion) : base;
