// The form code (RJSF, widgets, validators) is its own chunk, fetched when a form first opens.
import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { SchemaFormProps } from './form/SchemaForm.tsx';
import { TEXT } from './messages.ts';

const SchemaForm = lazy(() => import('./form/SchemaForm.tsx').then((m) => ({ default: m.SchemaForm })));

export function LazySchemaForm(props: SchemaFormProps) {
  return (
    <Suspense fallback={<LinearProgress aria-label={TEXT.loading} sx={{ m: 2 }} />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
