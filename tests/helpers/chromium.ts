// Debian's chromium, the only browser the tests and benchmarks use (never a downloaded one), with the flags
// this machine needs: without the background-networking ones chromium keeps dialling hosts it cannot reach.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same chromium (package chromium-headless-shell): the browser without the
 * machinery of a window. Measured on this machine, one spec alone (cargo-salario, 3 tests): chromium 59 s of
 * CPU and 58 s of tests, the shell 29 s and 32 s; the whole browser suite 18 min before, 11 min after
 * (with reduced motion, below) on a busier machine. The browser tests use it when it is installed
 * (scripts/ensure-chromium.mjs installs it), chromium otherwise; the benchmarks keep the full browser.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const TEST_BROWSER_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
