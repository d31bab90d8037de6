// Common frame of the error pages (404, access denied, 500): a centred card with a heading.
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function ErrorPageFrame({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, sm: 6 }, px: 2 }}>
      <Paper
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, width: '100%', textAlign: 'center' }}
        variant="outlined"
      >
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2, fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
