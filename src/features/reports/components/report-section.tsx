import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { InlineAlert } from '@/components/feedback/inline-alert';

interface ReportSectionProps {
  title: string;
  /** A line under the title (the period, a summary). */
  subtitle?: ReactNode;
  /** Controls on the title's line (a toggle, exports). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A panel of a report screen: a `section` named by its `h2`, with optional actions. */
export function ReportSection({ title, subtitle, actions, children }: ReportSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          {subtitle !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions !== undefined && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {actions}
          </Box>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** Switches a chart panel between the charts and tables of the same numbers. */
export function TableToggle({ showTable, onToggle }: { showTable: boolean; onToggle: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <Button
      size="small"
      startIcon={showTable ? <BarChartOutlined /> : <TableChartOutlined />}
      onClick={onToggle}
    >
      {showTable ? t('actions.showChart') : t('actions.showTable')}
    </Button>
  );
}

/** A part of a report could not be loaded: why, and a retry. */
export function LoadFailed({
  text,
  onRetry,
  retrying,
}: {
  text: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('reports');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <InlineAlert>{text}</InlineAlert>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RefreshOutlined />}
        loading={retrying}
        loadingPosition="start"
        onClick={onRetry}
      >
        {t('actions.retry')}
      </Button>
    </Stack>
  );
}
