import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableViewOutlined from '@mui/icons-material/TableViewOutlined';
import { useGetExportProgressQuery } from '@/api/downloads';
import type { DownloadProgress } from '@/api/downloads';
import { errorKind } from '@/api/errors';
import { notify } from '@/components/feedback/notifier';
import { useFileDownload } from './use-file-download';

export type ExportFormat = 'excel' | 'pdf';

/** What the list shows now, for the export of the same rows. */
export interface ExportFilter {
  /** The search as the `{filter}` path segment (encoded), or `all`. */
  filter: string;
  trashed: 'without' | 'only';
  /** The tab shown (`active`/`deleted`, or one of the screen's own tabs). */
  tab: string;
}

export interface ListExports {
  /** The export's path under the API base, with its query string, for the list shown now. */
  url: (format: ExportFormat, current: ExportFilter) => string;
  /** File name base when the answer names none (`zonas` → `zonas.xlsx`). */
  filename: string;
  /** Formats offered; both by default. */
  formats?: readonly ExportFormat[];
}

const EXTENSION: Record<ExportFormat, string> = { excel: 'xlsx', pdf: 'pdf' };

/**
 * `/api/<resource>/list/<excel|pdf>/<filter>?trashed=…&<params>`: the usual shape of a list's
 * export (`filter` is the search, or `all`). `params` are the screen's own filters.
 */
export function listExportUrl(
  resourcePath: string,
  params: Record<string, string | undefined> = {},
): ListExports['url'] {
  return (format, { filter, trashed }) => {
    const query = new URLSearchParams({ trashed });
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== '') query.set(key, value);
    return `${resourcePath}/${format}/${filter}?${query.toString()}`;
  };
}

function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[unit] ?? 'B'}`;
}

/** How often the rows an export has written are asked while its file arrives. */
const ROWS_POLL_MS = 1000;

const percent = (done: number, total: number): number =>
  Math.min(100, Math.round((done / total) * 100));

/** The share of the bytes received, when the server said how many (Content-Length). */
function bytesPercentOf(progress: DownloadProgress | null): number | null {
  if (!progress || progress.total === null || progress.total <= 0) return null;
  return percent(progress.received, progress.total);
}

interface ExportButtonsProps {
  exports: ListExports;
  current: ExportFilter;
  /** Names the list in the buttons' accessible names ("Export zones to Excel"). */
  listName: string;
}

/**
 * Excel and PDF buttons that download what the server produces for the list's current filter, with
 * a progress bar while the file arrives and a button that cancels it (the request is aborted, and
 * the server stops producing the file), and an error toast when it fails. The bar shows a
 * percentage of the bytes when the server sends the file's size, else of the rows: the export
 * names its rows in all (X-Total-Count) and its id (X-Export-Id), and the rows it has written are
 * asked every second. Without either, the bytes received.
 */
export function ExportButtons({ exports, current, listName }: ExportButtonsProps) {
  const { t, i18n } = useTranslation('list');
  const { active, progress, download, cancel } = useFileDownload<ExportFormat>();
  const statusId = useId();
  const formats = exports.formats ?? (['excel', 'pdf'] as const);
  const bytesPercent = bytesPercentOf(progress);
  const exportId = progress?.exportId ?? null;
  const rows = useGetExportProgressQuery(
    active && bytesPercent === null && exportId !== null ? { id: exportId } : skipToken,
    { pollingInterval: ROWS_POLL_MS },
  );
  const rowsTotal = progress?.rows ?? rows.data?.rows_total ?? null;
  const rowsDone =
    active && exportId !== null && rows.data?.id === exportId ? rows.data.rows_done : null;
  const rowsPercent =
    rowsTotal !== null && rowsTotal > 0 && rowsDone !== null ? percent(rowsDone, rowsTotal) : null;
  const shown = bytesPercent ?? rowsPercent;

  const start = async (format: ExportFormat) => {
    const label = t(`export.formats.${format}`);
    try {
      const saved = await download({
        key: format,
        url: exports.url(format, current),
        fallbackFilename: `${exports.filename}.${EXTENSION[format]}`,
      });
      if (saved === null) notify(t('export.cancelled', { format: label }), 'info');
    } catch (error) {
      // a 401 already ends the session (and says so): no second message
      if (errorKind(error) !== 'unauthorized')
        notify(t('export.failed', { format: label }), 'error');
    }
  };

  let status = '';
  if (active) {
    const format = t(`export.formats.${active}`);
    status =
      bytesPercent !== null
        ? t('export.progressPercent', { format, percent: bytesPercent })
        : rowsPercent !== null && rowsDone !== null && rowsTotal !== null
          ? t('export.progressRows', {
              format,
              percent: rowsPercent,
              done: new Intl.NumberFormat(i18n.language).format(rowsDone),
              total: new Intl.NumberFormat(i18n.language).format(rowsTotal),
            })
          : progress && progress.received > 0
            ? t('export.progressBytes', {
                format,
                size: formatBytes(progress.received, i18n.language),
              })
            : t('export.starting', { format });
  }

  return (
    <Stack spacing={0.5} sx={{ minWidth: { sm: 220 } }}>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={t('export.group', { list: listName })}
      >
        {formats.map((format) => (
          <Button
            key={format}
            variant="outlined"
            size="small"
            startIcon={format === 'excel' ? <TableViewOutlined /> : <PictureAsPdfOutlined />}
            loading={active === format}
            loadingPosition="start"
            disabled={active !== null && active !== format}
            aria-label={t('export.button', {
              list: listName,
              format: t(`export.formats.${format}`),
            })}
            aria-describedby={active ? statusId : undefined}
            onClick={() => void start(format)}
          >
            {t(`export.formats.${format}`)}
          </Button>
        ))}
      </Stack>
      <Box sx={{ minHeight: 24 }}>
        {active && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LinearProgress
              variant={shown !== null ? 'determinate' : 'indeterminate'}
              value={shown ?? undefined}
              aria-label={status}
              sx={{ flex: 1 }}
            />
            <Button
              size="small"
              onClick={cancel}
              aria-label={t('export.cancelLabel', { format: t(`export.formats.${active}`) })}
            >
              {t('export.cancel')}
            </Button>
          </Stack>
        )}
        {/* always present, so that screen readers announce what appears in it */}
        <Typography id={statusId} variant="caption" color="text.secondary" role="status">
          {status}
        </Typography>
      </Box>
    </Stack>
  );
}
