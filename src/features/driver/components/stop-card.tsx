import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import type { DeliveryStop } from '@/api/delivery-routes';
import type { OutcomeKind } from './outcome-dialog';
import { StopSummary } from './stop-summary';

interface StopCardProps {
  stop: DeliveryStop;
  /** The route is out: outcomes may be recorded. */
  recording: boolean;
  onOutcome: (stop: DeliveryStop, kind: OutcomeKind) => void;
}

/** What was recorded at a stop, in words. */
function OutcomeChip({ stop }: { stop: DeliveryStop }) {
  const { t } = useTranslation('driver');
  if (stop.outcome === 'delivered')
    return (
      <Chip
        icon={<CheckCircleOutline />}
        color="success"
        variant="outlined"
        label={
          <bdi>
            {stop.dispensed_litres !== null
              ? t('stop.deliveredLitres', { litres: stop.dispensed_litres })
              : t('stop.delivered')}
          </bdi>
        }
      />
    );
  return (
    <Chip
      icon={<DoNotDisturbOnOutlined />}
      variant="outlined"
      label={
        <bdi>
          {t('stop.notDelivered', { reason: stop.reason ? t(`reasons.${stop.reason}`) : '—' })}
        </bdi>
      }
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}

/**
 * One stop of the route as a card: its place in the sequence, the customer, what the driver needs
 * at the door, and either what was recorded or the two outcomes, a tap each (each asks first).
 */
export function StopCard({ stop, recording, onOutcome }: StopCardProps) {
  const { t } = useTranslation('driver');
  const headingId = useId();
  const pending = stop.outcome === null;
  return (
    <Paper
      component="li"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, listStyle: 'none', opacity: pending ? 1 : 0.85 }}
    >
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ flex: '1 1 auto' }}>
            <bdi>{t('stop.title', { position: stop.position, customer: stop.customer_name })}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {stop.folio}
          </Typography>
        </Box>
        <StopSummary stop={stop} />
        {!pending && <OutcomeChip stop={stop} />}
        {pending && recording && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Button
              variant="contained"
              startIcon={<CheckCircleOutline />}
              onClick={() => onOutcome(stop, 'delivered')}
              aria-label={t('actions.deliveredLabel', { position: stop.position })}
              sx={{ minHeight: 48 }}
            >
              {t('actions.delivered')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<DoNotDisturbOnOutlined />}
              onClick={() => onOutcome(stop, 'not_delivered')}
              aria-label={t('actions.notDeliveredLabel', { position: stop.position })}
              sx={{ minHeight: 48 }}
            >
              {t('actions.notDelivered')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
