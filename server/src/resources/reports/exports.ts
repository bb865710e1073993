import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { ratingOf } from '../../domain/polls';
import { formatDay } from '../../exports/format';
import type { ExportColumn, ExportTable } from '../../exports/table';
import type { Language } from '../../domain/messages';
import { answerBatches, listAnswerPage, type AnswerView } from './answers-repository';
import type { PollView, TimeRange } from './polls-repository';

// The answers of one poll as a file: the rows of the answers list for that poll, date range and
// search, newest first, with one column per question.

const texts = {
  es: {
    title: (poll: string) => `Respuestas: ${poll}`,
    fileName: (id: number) => `encuesta-${String(id)}-respuestas`,
    headers: {
      created_at: 'Fecha',
      order_folio: 'Folio',
      customer_name: 'Cliente',
      score: 'Calificación',
      comment: 'Comentario',
    },
    poll: (title: string, version: number) => `encuesta «${title}» (versión ${String(version)})`,
    search: (text: string) => `búsqueda «${text}»`,
    from: (day: string) => `desde el ${day}`,
    to: (day: string) => `hasta el ${day}`,
    anyDay: 'todas las fechas',
  },
  en: {
    title: (poll: string) => `Answers: ${poll}`,
    fileName: (id: number) => `poll-${String(id)}-answers`,
    headers: {
      created_at: 'Date',
      order_folio: 'Folio',
      customer_name: 'Customer',
      score: 'Score',
      comment: 'Comment',
    },
    poll: (title: string, version: number) => `poll “${title}” (version ${String(version)})`,
    search: (text: string) => `search “${text}”`,
    from: (day: string) => `from ${day}`,
    to: (day: string) => `to ${day}`,
    anyDay: 'any date',
  },
} as const;

export interface PollExportFilter {
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  range: TimeRange | null;
}

export function describePollFilter(
  poll: PollView,
  filter: PollExportFilter,
  language: Language,
): string {
  const words = texts[language];
  const days = [
    ...(filter.from === undefined ? [] : [words.from(formatDay(filter.from, language))]),
    ...(filter.to === undefined ? [] : [words.to(formatDay(filter.to, language))]),
  ];
  return [
    words.poll(poll.title, poll.version),
    ...(filter.search === undefined
      ? []
      : [words.search(filter.search.replace(/\p{Cc}/gu, ' ').trim())]),
    days.length === 0 ? words.anyDay : days.join(' '),
  ].join(' · ');
}

export function pollExportColumns(poll: PollView, language: Language): ExportColumn<AnswerView>[] {
  const { headers } = texts[language];
  /** The item's value; an empty text answer is an empty cell. */
  const valueOf = (row: AnswerView, questionId: number): string | null =>
    row.items.find((item) => item.question_id === questionId)?.value || null;
  return [
    { header: headers.created_at, kind: 'datetime', width: 17, value: (row) => row.created_at },
    { header: headers.order_folio, kind: 'text', width: 14, value: (row) => row.order_folio },
    { header: headers.customer_name, kind: 'text', width: 26, value: (row) => row.customer_name },
    { header: headers.score, kind: 'integer', width: 11, value: (row) => row.score },
    ...poll.questions.map((question): ExportColumn<AnswerView> =>
      question.kind === 'rating'
        ? {
            header: `${String(question.position)}. ${question.text}`,
            kind: 'integer',
            width: 10,
            value: (row) => {
              const value = valueOf(row, question.id);
              return value === null ? null : ratingOf(value);
            },
          }
        : {
            header: `${String(question.position)}. ${question.text}`,
            kind: 'text',
            width: question.kind === 'text' ? 30 : 10,
            value: (row) => valueOf(row, question.id),
          },
    ),
    { header: headers.comment, kind: 'text', width: 30, value: (row) => row.comment },
  ];
}

export function pollExport(
  db: Kysely<Database>,
  poll: PollView,
  filter: PollExportFilter,
  language: Language,
  generatedAt: number,
): { fileBaseName: string; table: ExportTable<AnswerView> } {
  const words = texts[language];
  return {
    fileBaseName: words.fileName(poll.id),
    table: {
      title: words.title(poll.title),
      filter: describePollFilter(poll, filter, language),
      generatedAt,
      language,
      columns: pollExportColumns(poll, language),
      batches: answerBatches(db, { pollId: poll.id, search: filter.search, range: filter.range }),
      count: async () =>
        (
          await listAnswerPage(
            db,
            { pollId: poll.id, search: filter.search, range: filter.range },
            { page: 1, size: 1 },
          )
        ).total,
    },
  };
}
