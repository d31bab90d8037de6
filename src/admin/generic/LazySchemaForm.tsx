// The form code (RJSF, widgets, validators) is its own chunk, fetched when a form first opens. The register's
// precompiled validator is fetched with it, not after it: SchemaForm suspends on the validator, and waiting
// for one chunk to load and run before asking for the other doubled the first form's wait on a busy machine.
import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { loadValidator } from './form/loadValidator.ts';
import type { SchemaFormProps } from './form/SchemaForm.tsx';
import { TEXT } from './messages.ts';

const SchemaForm = lazy(() => import('./form/SchemaForm.tsx').then((m) => ({ default: m.SchemaForm })));

export function LazySchemaForm(props: SchemaFormProps) {
  // cached per register; a failure is shown by the form, which suspends on the same promise
  loadValidator(props.resource.path).catch(() => undefined);
  return (
    <Suspense fallback={<LinearProgress aria-label={TEXT.loading} sx={{ m: 2 }} />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
