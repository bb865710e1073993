import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface LandingSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  /** Sections alternate between the page's background and the paper colour. */
  tone?: 'default' | 'paper';
  children: ReactNode;
}

/**
 * A section of the landing page: a landmark named by its heading (h2), focusable by script so
 * that the menu can hand the keyboard's focus over to it.
 */
export function LandingSection({
  id,
  title,
  subtitle,
  tone = 'default',
  children,
}: LandingSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 7, md: 10 },
        bgcolor: tone === 'paper' ? 'background.paper' : 'background.default',
        '&:focus': { outline: 'none' },
      }}
    >
      <Container>
        <Typography
          id={headingId}
          component="h2"
          variant="h4"
          sx={{ textAlign: 'center', fontWeight: 700, mb: subtitle ? 1.5 : 5 }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            color="text.secondary"
            sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}
          >
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
