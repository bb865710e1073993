/**
 * Hands a file to the browser's download: an object URL clicked through a temporary
 * `<a download>`, revoked right after (the download keeps its own reference).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // revoked on the next task: some browsers start reading the URL only after the click returns
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
