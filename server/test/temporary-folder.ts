import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary folder for the test file: made before its tests, removed with what is in it after
 * them. Returns the folder's path (to call inside a test or a hook).
 */
export function temporaryFolder(prefix: string): () => string {
  let folder: string | undefined;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    if (folder === undefined) throw new Error('the temporary folder is made before the tests');
    return folder;
  };
}
