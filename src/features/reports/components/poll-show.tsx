import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetPollQuery, useRestorePollMutation } from '@/api/reports';
import type { PollSummary } from '@/api/reports';
import { DateRangeFilter } from '@/components/data-grid/date-range-filter';
import { RecordDetails, formatDateTime } from '@/components/data-grid/record-details';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { RecordActionBar } from '@/components/data-grid/record-action-bar';
import { useRowRemoval } from '@/components/data-grid/use-row-removal';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import { formatCount } from '@/lib/format/number';
import { useAppSelector } from '@/store/hooks';
import { formatScore } from '../format';
import { selectIsAdministrator } from '@/lib/session/user';
import { PollAnswers } from './poll-answers';
import { PollDistribution } from './poll-distribution';
import { ReportSection } from './report-section';

function PollView({ poll }: { poll: PollSummary }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const isAdmin = useAppSelector(selectIsAdministrator);
  const dates = useDateRangeFilter();
  const [restorePoll, { isLoading: restoring }] = useRestorePollMutation();
  const { restore } = useRowRemoval<PollSummary>({
    rowLabel: (row) => row.title,
    onRestore: (row) => restorePoll({ id: row.id, body: {} }).unwrap(),
  });
  const deleted = poll.deleted_at !== null;
  const questions = [...poll.questions].sort((a, b) => a.position - b.position);

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {poll.title}
        </Typography>
        <Chip label={t('polls.version', { version: poll.version })} variant="outlined" />
        <Chip
          color={poll.active ? 'success' : 'default'}
          variant={poll.active ? 'filled' : 'outlined'}
          label={poll.active ? t('polls.status.active') : t('polls.status.inactive')}
        />
        {deleted && <Chip color="warning" label={t('polls.status.deleted')} />}
      </Stack>
      {deleted && <Alert severity="warning">{t('show.deletedNotice')}</Alert>}
      {(poll.previous_poll_id !== null || poll.next_poll_id !== null) && (
        <Stack
          component="nav"
          aria-label={t('show.versions')}
          direction="row"
          spacing={2}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
        >
          {poll.previous_poll_id !== null && (
            <Button
              component={RouterLink}
              to={`../${String(poll.previous_poll_id)}`}
              relative="path"
              size="small"
            >
              {t('show.previousVersion', { version: poll.version - 1 })}
            </Button>
          )}
          {poll.next_poll_id !== null && (
            <Button
              component={RouterLink}
              to={`../${String(poll.next_poll_id)}`}
              relative="path"
              size="small"
            >
              {t('show.nextVersion')}
            </Button>
          )}
        </Stack>
      )}
      <Paper sx={{ p: 3 }}>
        <RecordDetails
          items={[
            { label: t('polls.fields.description'), value: poll.description },
            {
              label: t('polls.fields.status'),
              value: poll.active ? t('polls.status.active') : t('polls.status.inactive'),
            },
            { label: t('polls.fields.version'), value: String(poll.version) },
            {
              label: t('show.totalAnswers'),
              value: formatCount(poll.answers_count, language),
            },
            {
              label: t('show.totalAverage'),
              value:
                poll.average_score === null
                  ? t('polls.noScore')
                  : formatScore(poll.average_score, language),
            },
            {
              label: t('polls.fields.createdAt'),
              value: formatDateTime(poll.created_at, language),
            },
            ...(deleted
              ? [
                  {
                    label: t('polls.fields.deletedAt'),
                    value: formatDateTime(poll.deleted_at, language),
                  },
                ]
              : []),
            {
              label: t('polls.fields.questions'),
              value: (
                <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                  {questions.map((question) => (
                    <li key={question.id}>
                      {question.text}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {`(${t(`kinds.${question.kind}`)})`}
                      </Typography>
                    </li>
                  ))}
                </Box>
              ),
            },
          ]}
        />
      </Paper>
      <RecordActionBar
        backLabel={t('actions.back')}
        edit={isAdmin && !deleted ? { label: t('actions.edit') } : undefined}
        restore={
          isAdmin && deleted && restore
            ? { label: t('actions.restore'), busy: restoring, onClick: () => restore(poll) }
            : undefined
        }
      />
      <ReportSection title={t('show.period')} subtitle={t('show.periodHint')}>
        <DateRangeFilter dates={dates} />
      </ReportSection>
      <PollDistribution pollId={poll.id} range={dates.args} skip={dates.invalid} />
      <PollAnswers poll={poll} range={dates.args} invalid={dates.invalid} />
    </Stack>
  );
}

/**
 * `reports/polls/:id`: one poll (deleted ones too) with its questions and versions; for a period
 * (`?from=…&to=…`), how its answers are spread per question (charts with a table view) and the
 * answers themselves, searchable, each readable in full, and its Excel and PDF downloads.
 */
export function PollShow() {
  return (
    <RecordLoader<PollSummary> useRecord={useGetPollQuery}>
      {(poll) => <PollView poll={poll} />}
    </RecordLoader>
  );
}
