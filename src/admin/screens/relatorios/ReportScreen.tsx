// /<module>/relatorios/<name>: the screen of any declared report — its title and its filter form.
// An unknown report is the shell's 404; a report the profile may not generate, the access-denied page
// (the server refuses it too: requireAuthority on the report's route).
import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { TEXT } from '../../generic/messages.ts';
import { AccessDeniedPage, NotFoundPage } from '../../pages.tsx';
import { hasAuthority } from '../../providers/permissions.ts';
import { useSession } from '../../providers/session.ts';
import { ReportFilterForm } from './ReportFilterForm.tsx';
import { findReport, registersCatalog } from './reportCatalog.ts';

export function ReportScreen() {
  const { module, name } = useParams();
  const { userInfo } = useSession();
  const decl = findReport(module, name);
  if (!decl) return <NotFoundPage />;
  if (!hasAuthority(userInfo, decl.authority)) return <AccessDeniedPage />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={decl.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {decl.title}
          </Typography>
          <Suspense fallback={<LinearProgress aria-label={TEXT.loading} sx={{ my: 2 }} />}>
            {/* a new form per report: another report's filter never carries over */}
            <ReportFilterForm key={decl.$id} decl={decl} catalog={registersCatalog()} />
          </Suspense>
        </CardContent>
      </Card>
    </Box>
  );
}
