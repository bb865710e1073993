import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useDeletePollMutation, useRestorePollMutation } from '@/api/reports';
import type { PollSummary } from '@/api/reports';
import { DateRangeFilter } from '@/components/data-grid/date-range-filter';
import { ListPage } from '@/components/data-grid/list-page';
import { isDeletedView, useListUrlState } from '@/components/data-grid/list-url-state';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import type { ListColumn, RowActions } from '@/components/data-grid/list-types';
import { formatDateTime } from '@/lib/format/date-time';
import { formatCount } from '@/lib/format/number';
import { useAppSelector } from '@/store/hooks';
import { formatScore } from '../format';
import { usePollPages, usePollSearchPages } from '../hooks/use-poll-pages';
import type { DayRangeArgs } from '../hooks/use-poll-pages';
import { selectIsAdministrator } from '@/lib/session/user';

/** Names a poll for people (row actions, dialog, toasts): its title. */
export const pollLabel = (poll: Pick<PollSummary, 'title'>): string => poll.title;

/**
 * `reports/polls`: the survey polls (newest first) with their questions, and the answers given in
 * a date range (how many, and their average rating); one search box (title, description), the
 * deleted polls in their own tab, pages by the server, everything kept in the url. Administrators
 * create, edit, delete (with Undo) and restore polls; employees read them.
 */
export function PollList() {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const isAdmin = useAppSelector(selectIsAdministrator);
  const [state] = useListUrlState({ sortable: [] });
  const dates = useDateRangeFilter();
  const { from, to } = dates.args;
  const [deletePoll] = useDeletePollMutation();
  const [restorePoll] = useRestorePollMutation();
  const ranged = from !== undefined || to !== undefined;

  const columns = useMemo<ListColumn<PollSummary>[]>(
    () => [
      {
        field: 'title',
        headerName: t('polls.fields.title'),
        flex: 2,
        minWidth: 220,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, py: 0.5 }}>
            <Typography variant="body2" noWrap component="span">
              {row.title}
            </Typography>
            {row.version > 1 && (
              <Chip
                size="small"
                variant="outlined"
                label={t('polls.versionShort', { version: row.version })}
                aria-label={t('polls.version', { version: row.version })}
              />
            )}
          </Box>
        ),
      },
      {
        field: 'questions',
        headerName: t('polls.fields.questions'),
        type: 'number',
        width: 110,
        valueGetter: (_value, row) => row.questions.length,
      },
      {
        field: 'answers_count',
        headerName: ranged ? t('polls.fields.answersInRange') : t('polls.fields.answers'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => formatCount(value, language),
      },
      {
        field: 'average_score',
        headerName: t('polls.fields.average'),
        type: 'number',
        width: 150,
        valueFormatter: (value: number | null) =>
          value === null ? t('polls.noScore') : formatScore(value, language),
      },
      {
        field: 'active',
        headerName: t('polls.fields.status'),
        width: 120,
        display: 'flex',
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.active ? 'success' : 'default'}
            variant={row.active ? 'filled' : 'outlined'}
            label={row.active ? t('polls.status.active') : t('polls.status.inactive')}
          />
        ),
      },
      {
        field: 'created_at',
        headerName: t('polls.fields.createdAt'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, language),
      },
    ],
    [language, ranged, t],
  );

  const extraArgs = useMemo<DayRangeArgs>(
    () => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) }),
    [from, to],
  );

  const actions = useMemo<RowActions<PollSummary>>(
    () => ({
      viewPath: (poll) => String(poll.id),
      ...(isAdmin
        ? {
            editPath: (poll: PollSummary) => `${String(poll.id)}/edit`,
            onDelete: (poll: PollSummary) => deletePoll({ id: poll.id }).unwrap(),
            onRestore: (poll: PollSummary) => restorePoll({ id: poll.id, body: {} }).unwrap(),
          }
        : {}),
    }),
    [deletePoll, isAdmin, restorePoll],
  );

  const emptyText = dates.invalid
    ? t('list:dateRange.invalidList')
    : state.search
      ? t('polls.empty.search', { search: state.search })
      : isDeletedView(state)
        ? t('polls.empty.deleted')
        : t('polls.empty.none');

  return (
    <ListPage<PollSummary, DayRangeArgs>
      title={t('polls.title')}
      columns={columns}
      useList={usePollPages}
      useSearch={usePollSearchPages}
      extraArgs={extraArgs}
      skip={dates.invalid}
      rowLabel={pollLabel}
      trash
      emptyText={emptyText}
      create={isAdmin ? { label: t('polls.actions.new'), path: 'new' } : undefined}
      actions={actions}
      toolbar={<DateRangeFilter dates={dates} />}
    />
  );
}
