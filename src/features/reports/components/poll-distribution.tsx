import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetPollDistributionQuery } from '@/api/reports';
import type { PollQuestionDistribution } from '@/api/reports';
import { BarListChart } from '@/components/charts/bar-list-chart';
import type { BarDatum } from '@/components/charts/bar-list-chart';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { formatCount, formatPercent } from '@/lib/format/number';
import { formatScore } from '../format';
import type { DayRangeArgs } from '../hooks/use-poll-pages';
import { LoadFailed, ReportSection, TableToggle } from './report-section';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** One part of a question's answers: a rating value, yes or no. */
interface Part {
  key: string;
  label: string;
  count: number;
}

function partsOf(
  question: PollQuestionDistribution,
  t: (key: string, options?: Record<string, unknown>) => string,
): Part[] {
  if (question.kind === 'rating') {
    const counts = question.counts;
    return RATINGS.map((value) => ({
      key: `rating-${value}`,
      label: t('distribution.rating', { value }),
      count: counts ? counts[value] : 0,
    }));
  }
  if (question.kind === 'yes_no')
    return [
      { key: 'yes', label: t('answers.yes'), count: question.yes ?? 0 },
      { key: 'no', label: t('answers.no'), count: question.no ?? 0 },
    ];
  return [];
}

function QuestionResult({
  question,
  showTable,
}: {
  question: PollQuestionDistribution;
  showTable: boolean;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const parts = partsOf(question, t);
  const count = (value: number) => formatCount(value, language);
  const share = (value: number) =>
    formatPercent(question.answers > 0 ? value / question.answers : 0, language);
  const heading = t('distribution.question', { position: question.position, text: question.text });

  let summary: string;
  if (question.kind === 'rating')
    summary =
      question.average === null
        ? t('distribution.noAnswers')
        : t('distribution.average', {
            value: formatScore(question.average, language),
            count: question.answers,
            formatted: count(question.answers),
          });
  else if (question.kind === 'yes_no')
    summary = t('distribution.answered', {
      count: question.answers,
      formatted: count(question.answers),
    });
  else
    summary = t('distribution.textAnswers', {
      count: question.answers,
      formatted: count(question.answers),
    });

  let body = null;
  if (parts.length > 0 && question.answers > 0) {
    if (showTable) {
      body = (
        <TableContainer>
          <Table size="small" sx={{ maxWidth: 480 }}>
            <Box component="caption" sx={visuallyHidden}>
              {t('distribution.tableCaption', { question: question.text })}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell>
                  {question.kind === 'rating'
                    ? t('distribution.columns.rating')
                    : t('distribution.columns.answer')}
                </TableCell>
                <TableCell align="right">{t('distribution.columns.count')}</TableCell>
                <TableCell align="right">{t('distribution.columns.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {parts.map((part) => (
                <TableRow key={part.key}>
                  <TableCell component="th" scope="row">
                    {part.label}
                  </TableCell>
                  <TableCell align="right">{count(part.count)}</TableCell>
                  <TableCell align="right">{share(part.count)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      );
    } else {
      const data: BarDatum[] = parts.map((part) => ({
        key: part.key,
        label: part.label,
        value: part.count,
        valueText: `${count(part.count)} · ${share(part.count)}`,
        tooltip: [
          part.label,
          t('distribution.answers', { count: part.count, formatted: count(part.count) }),
          share(part.count),
        ],
      }));
      body = (
        <Box sx={{ maxWidth: 560 }}>
          <BarListChart
            data={data}
            scaleMax={question.answers}
            label={t('distribution.chartLabel', {
              question: question.text,
              parts: parts
                .map((part) => `${part.label}: ${count(part.count)} (${share(part.count)})`)
                .join('; '),
              summary,
            })}
          />
        </Box>
      );
    }
  }

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Stack spacing={1}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${t(`kinds.${question.kind}`)} · ${summary}`}
        </Typography>
        {question.kind === 'text' && question.answers > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('distribution.textHint')}
          </Typography>
        )}
        {body}
      </Stack>
    </Box>
  );
}

interface PollDistributionProps {
  pollId: number;
  range: DayRangeArgs;
  /** The range is not valid: nothing is asked. */
  skip: boolean;
}

/**
 * How a poll's answers in the period are spread per question: for a rating question the count of
 * each value 1 to 5 and the average, for a yes/no question the yes and no counts, for a free-text
 * question how many answered it. Bars, or the same numbers as tables.
 */
export function PollDistribution({ pollId, range, skip }: PollDistributionProps) {
  const { t, i18n } = useTranslation('reports');
  const [showTable, setShowTable] = useState(false);
  const query = useGetPollDistributionQuery(skip ? skipToken : { id: pollId, ...range });
  // the figures of the period asked for (none while another period loads)
  const data = query.currentData;
  const charted = data !== undefined && data.answers_count > 0;

  let body;
  if (skip) {
    body = <Typography color="text.secondary">{t('list:dateRange.invalidList')}</Typography>;
  } else if (data === undefined) {
    body = query.isError ? (
      <LoadFailed
        text={t('distribution.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <Stack spacing={1} aria-busy="true" aria-label={t('distribution.loading')}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (!charted) {
    body = <Typography color="text.secondary">{t('distribution.empty')}</Typography>;
  } else {
    body = (
      <Stack component="ol" spacing={3} sx={{ m: 0, p: 0 }}>
        {[...data.questions]
          .sort((a, b) => a.position - b.position)
          .map((question) => (
            <QuestionResult key={question.question_id} question={question} showTable={showTable} />
          ))}
      </Stack>
    );
  }

  return (
    <ReportSection
      title={t('distribution.title')}
      subtitle={
        data === undefined
          ? undefined
          : t('distribution.subtitle', {
              count: data.answers_count,
              formatted: formatCount(data.answers_count, i18n.language),
            })
      }
      actions={
        charted ? (
          <TableToggle showTable={showTable} onToggle={() => setShowTable((shown) => !shown)} />
        ) : undefined
      }
    >
      {body}
    </ReportSection>
  );
}
