// Worker-thread entry: worker threads do not inherit tsx's loader, so register it before the TS code.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
