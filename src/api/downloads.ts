import { emptyApi } from './empty-api';

export { useGetExportProgressQuery } from './generated/system';

/**
 * How far a download is: bytes received, and the total when the server sent Content-Length; for
 * an export, the rows it holds (X-Total-Count) and its id (X-Export-Id), by which the rows written
 * so far are asked (`useGetExportProgressQuery`).
 */
export interface DownloadProgress {
  received: number;
  total: number | null;
  rows: number | null;
  exportId: string | null;
}

/** What the store keeps of a finished download (the file itself is handed over out of band). */
export interface DownloadedFile {
  filename: string;
  type: string;
  size: number;
}

export interface DownloadFileArg {
  /** Path under the API base, with its query string (e.g. `/api/users/list/excel/all?trashed=only`). */
  url: string;
  /** Names this download: its progress and its file are handed over under this key. */
  downloadId: string;
  /** Used when the answer has no Content-Disposition filename (or the browser cannot read it). */
  fallbackFilename: string;
}

type ProgressListener = (progress: DownloadProgress) => void;

// A Blob (and a callback) must not enter the Redux store: both travel beside the request, keyed by
// its downloadId, and are taken out by whoever started it.
const listeners = new Map<string, ProgressListener>();
const files = new Map<string, Blob>();
let lastDownloadId = 0;

/** A fresh download id, to pass to `downloadFile`. */
export function nextDownloadId(): string {
  lastDownloadId += 1;
  return `download-${String(lastDownloadId)}`;
}

/** Listens to the progress of one download; the answer stops listening. */
export function watchDownload(downloadId: string, listener: ProgressListener): () => void {
  listeners.set(downloadId, listener);
  return () => {
    if (listeners.get(downloadId) === listener) listeners.delete(downloadId);
  };
}

/** The file of a finished download, once (it is forgotten as it is handed out). */
export function takeDownloadedBlob(downloadId: string): Blob | undefined {
  const blob = files.get(downloadId);
  files.delete(downloadId);
  return blob;
}

/**
 * The file name of `Content-Disposition: attachment; filename=…` (RFC 6266: `filename*=UTF-8''…`
 * wins over `filename=`), or null.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      // a malformed encoding: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
  if (!plain?.[1]) return null;
  const value = plain[1].trim();
  const name = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
  // a name, never a path
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** A header holding a whole number, or null. */
function countHeader(response: Response, name: string): number | null {
  const raw = response.headers.get(name);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

/** Reads the body chunk by chunk, reporting the bytes received so far. */
async function readWithProgress(
  response: Response,
  report: ProgressListener | undefined,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = countHeader(response, 'Content-Length');
  const rows = countHeader(response, 'X-Total-Count');
  const exportId = response.headers.get('X-Export-Id');
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  report?.({ received, total, rows, exportId });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    report?.({ received, total, rows, exportId });
  }
  return new Blob(chunks, { type });
}

async function readError(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `GET <url>` of a file the server produces (Excel and PDF exports), through the base query so that
 * it carries the bearer token like every other call. The body is streamed to report progress; the
 * file is kept beside the store (`takeDownloadedBlob`) and the mutation answers its name, type and
 * size only.
 */
export const downloadsApi = emptyApi.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<DownloadedFile, DownloadFileArg>({
      query: ({ url, downloadId, fallbackFilename }) => ({
        url,
        method: 'GET',
        responseHandler: async (response) => {
          if (!response.ok) return readError(response);
          const blob = await readWithProgress(response, listeners.get(downloadId));
          files.set(downloadId, blob);
          const file: DownloadedFile = {
            filename:
              filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
              fallbackFilename,
            type: blob.type,
            size: blob.size,
          };
          return file;
        },
      }),
    }),
  }),
});

export const { useDownloadFileMutation } = downloadsApi;
