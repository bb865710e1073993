// The repo's files as tests that read the source walk them. The registry test creates a resource
// folder named with PROBE_FOLDER_PREFIX for a moment, while other test files run beside it, so every
// walk leaves such folders out (reading one that is removed meanwhile fails with ENOENT).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The start of the name of the folder the registry test's ESLint probe creates for a moment. */
export const PROBE_FOLDER_PREFIX = 'zz-probe-';

const isProbeFolder = (name: string): boolean => name.startsWith(PROBE_FOLDER_PREFIX);

/** The names of the folders in dir, sorted (none when it does not exist), probe folders left out. */
export function foldersUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !isProbeFolder(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Every file under dir (none when it does not exist), probe folders left out. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) return [path];
    return isProbeFolder(entry.name) ? [] : filesUnder(path);
  });
}
