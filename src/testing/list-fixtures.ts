// What the list screens' tests share: a page of the server's list shape, and the files a screen
// saves (jsdom has no downloads).

/** A page of the Laravel shape. */
export function page<T>(data: T[], total = data.length, perPage = 10, current = 1) {
  return {
    data,
    current_page: current,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** jsdom has no object URLs or downloads: what the app saves is recorded here. */
export function recordDownloads(): { blob: Blob; filename: string }[] {
  const saved: { blob: Blob; filename: string }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    next += 1;
    const url = `blob:file-${String(next)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ blob, filename: this.download });
  });
  return saved;
}
