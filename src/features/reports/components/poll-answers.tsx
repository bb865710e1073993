import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import type { Answer, PollSummary } from '@/api/reports';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { ExportButtons } from '@/components/data-grid/export-buttons';
import { PAGER_PAGE_SIZES } from '@/components/data-grid/list-url-state';
import { RecordDetails } from '@/components/data-grid/record-details';
import { useServerList } from '@/components/data-grid/use-server-list';
import type {
  ExportFilter,
  ExportFormat,
  ListExports,
} from '@/components/data-grid/export-buttons';
import { SearchBox } from '@/components/data-grid/search-box';
import { formatDateTime } from '@/lib/format/date-time';
import { formatCount } from '@/lib/format/number';
import { useAnswerPages, useAnswerSearchPages } from '../hooks/use-poll-pages';
import type { AnswerListArgs, DayRangeArgs } from '../hooks/use-poll-pages';
import { LoadFailed, ReportSection } from './report-section';

const COLUMNS = ['date', 'customer', 'order', 'score', 'comment'] as const;
/** SPEC 9: the pager under a table starts at 15 rows. */
const PAGE_SIZE_OPTIONS = [...PAGER_PAGE_SIZES];
/** What a yes/no item holds (the server's values). */
const YES = 'sí';
const NO = 'no';

/** An answer's value to a question, as people read it ('—' when left empty). */
function useItemText(poll: PollSummary) {
  const { t } = useTranslation('reports');
  const kinds = useMemo(
    () => new Map(poll.questions.map((question) => [question.id, question.kind])),
    [poll.questions],
  );
  return (questionId: number, value: string): string => {
    const text = value.trim();
    if (text === '') return '—';
    const kind = kinds.get(questionId);
    if (kind === 'rating') return t('answers.ratingValue', { value: text });
    if (kind === 'yes_no' && text.toLowerCase() === YES) return t('answers.yes');
    if (kind === 'yes_no' && text.toLowerCase() === NO) return t('answers.no');
    return value;
  };
}

interface PollAnswersProps {
  poll: PollSummary;
  range: DayRangeArgs;
  /** The range is not valid: nothing is asked, nothing exported. */
  invalid: boolean;
}

/**
 * The answers of a poll in the period, newest first: date, customer, order, rating and comment,
 * a page at a time (page, size and search in the url), each one opened in place to read all its
 * answers and its comment in full; searchable by customer, folio or comment, and downloaded as
 * Excel or PDF with exactly the period and search shown.
 */
export function PollAnswers({ poll, range, invalid }: PollAnswersProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const searchId = useId();
  const captionId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const itemText = useItemText(poll);
  const extraArgs = useMemo<AnswerListArgs>(
    () => ({ pollId: poll.id, ...range }),
    [poll.id, range],
  );
  const list = useServerList<Answer, AnswerListArgs>({
    useList: useAnswerPages,
    useSearch: useAnswerSearchPages,
    sortable: [],
    trashed: false,
    pageSizes: PAGE_SIZE_OPTIONS,
    extraArgs,
    skip: invalid,
  });
  const { state, controls } = list;

  const exports = useMemo<ListExports>(
    () => ({
      url: (format: ExportFormat) => {
        const query = new URLSearchParams();
        if (range.from) query.set('from', range.from);
        if (range.to) query.set('to', range.to);
        if (state.search) query.set('search', state.search);
        const search = query.toString();
        return `/api/answers/polls/${format}/${String(poll.id)}${search ? `?${search}` : ''}`;
      },
      filename: t('answers.exportName', { id: poll.id }),
    }),
    [poll.id, range.from, range.to, state.search, t],
  );
  const exportFilter: ExportFilter = { filter: 'all', trashed: 'without', tab: 'active' };

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const customerOf = (answer: Answer) => answer.customer_name ?? t('answers.anonymous');

  let body;
  if (invalid) {
    body = <Typography color="text.secondary">{t('list:dateRange.invalidList')}</Typography>;
  } else if (list.isError) {
    body = (
      <LoadFailed
        text={t('answers.loadFailed')}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );
  } else if (!list.isLoading && list.rows.length === 0) {
    body = (
      <Typography color="text.secondary" role="status">
        {state.search ? t('answers.emptySearch', { search: state.search }) : t('answers.empty')}
      </Typography>
    );
  } else {
    body = (
      <>
        <TableContainer>
          <Table size="small" aria-labelledby={captionId} aria-busy={list.isFetching}>
            <Box component="caption" id={captionId} sx={visuallyHidden}>
              {t('answers.caption', { title: poll.title })}
            </Box>
            <TableHead>
              <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {t('answers.columns.details')}
                  </Box>
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'score' ? 'right' : 'left'}>
                    {t(`answers.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isLoading && list.rows.length === 0
                ? Array.from({ length: 3 }, (_, row) => (
                    <TableRow key={row}>
                      {[...COLUMNS, 'details'].map((column) => (
                        <TableCell key={column}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : list.rows.map((answer) => {
                    const expanded = open.has(answer.id);
                    const detailsId = `${captionId}-answer-${String(answer.id)}`;
                    const when = formatDateTime(answer.created_at, language);
                    const name = t('answers.name', { customer: customerOf(answer), date: when });
                    return (
                      <Fragment key={answer.id}>
                        <TableRow
                          hover
                          sx={{ '& > td, & > th': { borderBottom: expanded ? 0 : undefined } }}
                        >
                          <TableCell padding="checkbox">
                            <IconButton
                              size="small"
                              aria-expanded={expanded}
                              aria-controls={detailsId}
                              aria-label={
                                expanded
                                  ? t('answers.collapse', { name })
                                  : t('answers.expand', { name })
                              }
                              onClick={() => toggle(answer.id)}
                            >
                              {expanded ? (
                                <KeyboardArrowUp fontSize="small" />
                              ) : (
                                <KeyboardArrowDown fontSize="small" />
                              )}
                            </IconButton>
                          </TableCell>
                          <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                            <time dateTime={answer.created_at}>{when}</time>
                          </TableCell>
                          <TableCell>{customerOf(answer)}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {answer.order_folio ?? '—'}
                          </TableCell>
                          <TableCell align="right">
                            {answer.score === null
                              ? '—'
                              : t('answers.ratingValue', { value: answer.score })}
                          </TableCell>
                          <TableCell sx={{ maxWidth: 320 }}>
                            <Typography variant="body2" noWrap title={answer.comment ?? undefined}>
                              {answer.comment ?? '—'}
                            </Typography>
                          </TableCell>
                        </TableRow>
                        <TableRow
                          id={detailsId}
                          hidden={!expanded}
                          // the table row's own display would show the hidden row as a strip
                          sx={expanded ? undefined : { display: 'none' }}
                        >
                          <TableCell colSpan={COLUMNS.length + 1} sx={{ bgcolor: 'action.hover' }}>
                            {expanded && (
                              <Box sx={{ py: 1, px: { sm: 2 } }}>
                                <RecordDetails
                                  items={[
                                    ...answer.items.map((item) => ({
                                      label: item.question,
                                      value: itemText(item.question_id, item.value),
                                    })),
                                    { label: t('answers.columns.comment'), value: answer.comment },
                                  ]}
                                />
                              </Box>
                            )}
                          </TableCell>
                        </TableRow>
                      </Fragment>
                    );
                  })}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.total}
          page={list.total === 0 ? 0 : state.page - 1}
          rowsPerPage={state.size}
          rowsPerPageOptions={PAGE_SIZE_OPTIONS}
          onPageChange={(_event, next) => controls.setPage(next + 1)}
          onRowsPerPageChange={(event) => controls.setSize(Number(event.target.value))}
          labelRowsPerPage={t('answers.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('answers.displayedRows', { from, to, count })
          }
          getItemAriaLabel={(type) => t(`answers.pages.${type}`)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 1, pl: 0 } }}
        />
      </>
    );
  }

  return (
    <ReportSection
      title={t('answers.title')}
      subtitle={
        list.isLoading || invalid || list.isError
          ? undefined
          : t('answers.count', {
              count: list.total,
              formatted: formatCount(list.total, language),
            })
      }
      actions={
        invalid ? undefined : (
          <ExportButtons exports={exports} current={exportFilter} listName={poll.title} />
        )
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchBox
          id={searchId}
          label={t('answers.search')}
          clearLabel={t('list:search.clear')}
          value={state.search}
          onSearch={controls.setSearch}
        />
      </Stack>
      <Box sx={{ minHeight: 4 }}>
        {list.isFetching && !list.isLoading && <LinearProgress aria-label={t('answers.loading')} />}
      </Box>
      {body}
    </ReportSection>
  );
}
