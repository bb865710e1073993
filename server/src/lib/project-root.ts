import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository's root folder: the nearest folder above this module that holds package.json.
 * The same answer whether the server runs from its sources (server/src/…) or from the compiled
 * bundle (build/server.cjs), so default paths (data/, dist/) do not depend on the file's depth.
 */
function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) return process.cwd();
  }
}

export const PROJECT_ROOT = findProjectRoot(__dirname);
