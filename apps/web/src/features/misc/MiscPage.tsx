import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link } from 'react-router';

interface MiscPageProps {
  testId: string;
  code: string;
  title: string;
  text: string;
  action: string;
  illustration: ReactNode;
}

/** Shared frame of the error pages: big code, message, illustration and a way home. */
export function MiscPage({ testId, code, title, text, action, illustration }: MiscPageProps) {
  return (
    <Box
      data-testid={testId}
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        backgroundImage: `radial-gradient(circle at 50% 100%, ${alpha(theme.palette.primary.main, 0.12)}, transparent 55%)`,
      })}
    >
      <Typography
        variant="h1"
        component="p"
        sx={{ fontWeight: 800, fontSize: { xs: 72, md: 96 }, lineHeight: 1, color: 'text.primary' }}
      >
        {code}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, lineHeight: 2 }}>
        {text}
      </Typography>
      <Button component={Link} to="/" variant="contained" data-testid={`${testId}-home`}>
        {action}
      </Button>
      <Box sx={{ mt: 4, color: 'primary.main', width: { xs: 220, md: 300 } }}>{illustration}</Box>
    </Box>
  );
}
