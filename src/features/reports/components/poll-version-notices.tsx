import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PollSummary } from '@/api/reports';
import { visuallyHidden } from '@/lib/theme/visually-hidden';

interface PollVersionNoticesProps {
  /** The poll being edited (none for a new poll). */
  poll: PollSummary | undefined;
  /** A newer version exists: the questions are locked. */
  locked: boolean;
  /** The poll has answers: changing its questions saves a new version. */
  frozen: boolean;
  /** The questions changed on a frozen poll: saving creates the next version. */
  newVersion: boolean;
}

/**
 * What the poll form says about versions above the questions: locked (with the way to the newest
 * version), frozen by its answers, and, as a status read out when it changes, that saving will
 * create a new version.
 */
export function PollVersionNotices({ poll, locked, frozen, newVersion }: PollVersionNoticesProps) {
  const { t } = useTranslation('reports');
  return (
    <>
      {poll && locked && poll.next_poll_id !== null && (
        <Alert severity="warning">
          {t('form.version.locked', { version: poll.version })}{' '}
          <Link
            component={RouterLink}
            to={`../../${String(poll.next_poll_id)}/edit`}
            relative="path"
          >
            {t('form.version.editNewest')}
          </Link>
        </Alert>
      )}
      {poll && frozen && (
        <Alert severity="info">
          {t('form.version.frozen', {
            count: poll.answers_count,
            version: poll.version,
            next: poll.version + 1,
          })}
        </Alert>
      )}
      <Typography
        role="status"
        variant="body2"
        color={newVersion ? 'warning.main' : 'text.secondary'}
        sx={newVersion ? { fontWeight: 500 } : visuallyHidden}
      >
        {poll && newVersion ? t('form.version.willCreate', { next: poll.version + 1 }) : ''}
      </Typography>
    </>
  );
}
