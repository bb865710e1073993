import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreatePollMutation } from '@/api/reports';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { useAppSelector } from '@/store/hooks';
import { emptyPoll, pollBody } from '../poll-form-values';
import { selectIsAdministrator } from '@/lib/session/user';
import { AdminOnly } from './admin-only';
import { PollForm } from './poll-form';

/** `reports/polls/new`: a new poll (version 1); back to the list (as it was left) once created. */
export function PollCreate() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const isAdmin = useAppSelector(selectIsAdministrator);
  const [createPoll] = useCreatePollMutation();
  const [initial] = useState(emptyPoll);

  if (!isAdmin) return <AdminOnly title={t('create.title')} backTo={backTo} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography component="h1" variant="h4">
        {t('create.title')}
      </Typography>
      <Paper sx={{ p: 3 }}>
        <PollForm
          initial={initial}
          submitLabel={t('actions.create')}
          cancelTo={backTo}
          onSubmit={async (values) => {
            const poll = await createPoll({ pollBody: pollBody(values) }).unwrap();
            notify(t('create.done', { title: poll.title }), 'success');
            await navigate(backTo);
          }}
        />
      </Paper>
    </Stack>
  );
}
