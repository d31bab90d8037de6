// Debian's chromium, the only browser the tests and benchmarks use (never a downloaded one), with the flags
// this machine needs: without the background-networking ones chromium keeps dialling hosts it cannot reach.
export const CHROMIUM_PATH = '/usr/bin/chromium';
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
