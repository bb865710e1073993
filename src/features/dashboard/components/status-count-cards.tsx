import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { StatusCounts } from '@/api/orders';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { formatCount } from '@/lib/format/number';
import type { Loadable } from '../hooks/use-dashboard-data';
import { STATUS_META } from '../order-status';
import { LoadFailed } from './load-failed';

/**
 * How many orders are new, in process, completed and cancelled: one card each, linking to the
 * orders list narrowed to that status.
 */
export function StatusCountCards({ counts }: { counts: Loadable<StatusCounts> }) {
  const { t, i18n } = useTranslation('dashboard');
  const headingId = useId();
  const { data } = counts;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {t('counts.heading')}
      </Typography>
      {data === undefined && counts.isError ? (
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <LoadFailed onRetry={() => void counts.refetch()} retrying={counts.isFetching} />
        </Paper>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {STATUS_META.map(({ status, icon: Icon, color, link }) => {
            const label = t(`counts.${status}`);
            const count = data === undefined ? undefined : formatCount(data[status], i18n.language);
            return (
              <Paper component="li" key={status} sx={{ overflow: 'hidden' }}>
                <CardActionArea
                  component={RouterLink}
                  to={link}
                  sx={{
                    p: 2.5,
                    height: '100%',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'flex-start',
                    gap: 2,
                  }}
                >
                  <Box
                    aria-hidden="true"
                    sx={(theme) => ({
                      width: 52,
                      height: 52,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      color: theme.palette[color].main,
                      bgcolor: alpha(theme.palette[color].main, 0.16),
                    })}
                  >
                    <Icon />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" color="text.secondary" component="span">
                      {label}
                    </Typography>
                    <Typography
                      component="span"
                      variant="h4"
                      sx={{ display: 'block', fontWeight: 700, lineHeight: 1.2 }}
                    >
                      {count ?? <Skeleton width={64} />}
                    </Typography>
                  </Box>
                </CardActionArea>
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
