import { useCallback, useEffect, useRef, useState } from 'react';
import {
  nextDownloadId,
  takeDownloadedBlob,
  useDownloadFileMutation,
  watchDownload,
} from '@/api/downloads';
import type { DownloadProgress } from '@/api/downloads';
import { saveBlob } from './save-blob';

export interface FileDownloadState<Key extends string> {
  /** Which file is on its way (e.g. 'excel'), or null. */
  active: Key | null;
  progress: DownloadProgress | null;
}

export interface FileRequest<Key extends string> {
  key: Key;
  /** Path under the API base, with its query string. */
  url: string;
  fallbackFilename: string;
}

/**
 * Downloads a file through the API (bearer token, token rotation and 401 handling included),
 * reporting its progress, then saves it under the server's filename. One download at a time.
 * `download` answers the saved filename, null when `cancel` stopped it (the request is aborted,
 * and the server stops producing the file), or throws the API error.
 */
export function useFileDownload<Key extends string>() {
  const [downloadFile] = useDownloadFileMutation();
  const [state, setState] = useState<FileDownloadState<Key>>({ active: null, progress: null });
  const mounted = useRef(true);
  const running = useRef<{ abort: () => void; cancelled: boolean } | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // a screen left mid-download stops it
      running.current?.abort();
    };
  }, []);

  const download = useCallback(
    async ({ key, url, fallbackFilename }: FileRequest<Key>): Promise<string | null> => {
      const downloadId = nextDownloadId();
      setState({ active: key, progress: null });
      const stop = watchDownload(downloadId, (progress) => {
        if (mounted.current) setState({ active: key, progress });
      });
      const request = downloadFile({ url, downloadId, fallbackFilename });
      const current = { abort: () => request.abort(), cancelled: false };
      running.current = current;
      try {
        const file = await request.unwrap();
        const blob = takeDownloadedBlob(downloadId);
        if (blob) saveBlob(blob, file.filename);
        return file.filename;
      } catch (error) {
        if (current.cancelled) return null;
        throw error;
      } finally {
        stop();
        takeDownloadedBlob(downloadId);
        if (running.current === current) running.current = null;
        if (mounted.current) setState({ active: null, progress: null });
      }
    },
    [downloadFile],
  );

  /** Stops the download on its way (nothing is saved). */
  const cancel = useCallback(() => {
    const current = running.current;
    if (current === null) return;
    current.cancelled = true;
    current.abort();
  }, []);

  return { ...state, download, cancel };
}
