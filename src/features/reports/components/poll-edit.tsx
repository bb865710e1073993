import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetPollQuery, useUpdatePollMutation } from '@/api/reports';
import type { PollSummary } from '@/api/reports';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { useAppSelector } from '@/store/hooks';
import { pollBody, pollValues } from '../poll-form-values';
import { selectIsAdministrator } from '@/lib/session/user';
import { AdminOnly } from './admin-only';
import { PollForm } from './poll-form';

function PollEditForm({ poll }: { poll: PollSummary }) {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [updatePoll] = useUpdatePollMutation();
  const [initial] = useState(() => pollValues(poll));
  const title = t('edit.title', { title: poll.title });

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip label={t('polls.version', { version: poll.version })} variant="outlined" />
      </Stack>
      {poll.deleted_at !== null ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning">{t('edit.deletedNotice')}</Alert>
          <Button component={RouterLink} to={backTo} variant="outlined">
            {t('list:actions.backToList')}
          </Button>
        </Stack>
      ) : (
        <Paper sx={{ p: 3 }}>
          <PollForm
            initial={initial}
            poll={poll}
            submitLabel={t('actions.save')}
            cancelTo={backTo}
            onSubmit={async (values) => {
              const saved = await updatePoll({ id: poll.id, pollBody: pollBody(values) }).unwrap();
              notify(
                saved.id === poll.id
                  ? t('edit.done', { title: saved.title })
                  : t('edit.newVersion', { title: saved.title, version: saved.version }),
                'success',
              );
              await navigate(backTo);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}

/**
 * `reports/polls/:id/edit`: title, description, active and questions of a poll. A poll with
 * answers keeps its questions: changing them saves a new version (the server answers it).
 */
export function PollEdit() {
  const { t } = useTranslation('reports');
  const backTo = useBackToList();
  const isAdmin = useAppSelector(selectIsAdministrator);
  if (!isAdmin) return <AdminOnly title={t('edit.titlePlain')} backTo={backTo} />;
  return (
    <RecordLoader<PollSummary> useRecord={useGetPollQuery}>
      {(poll) => <PollEditForm key={poll.id} poll={poll} />}
    </RecordLoader>
  );
}
