import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// The shape every SPA file keeps (ARCHITECTURE.md): what a newcomer can rely on without reading it
// all. Tests and the generated API are not product code and are left out.

const SRC = join(__dirname, '..');

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

const files = sourceFiles();
const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

describe('the SPA source layout', () => {
  it('has no barrel files: a module is imported by its own path (the api layer alone has an index)', () => {
    expect(files.filter((file) => /(^|\/)index\.tsx?$/.test(file))).toEqual(['api/index.ts']);
  });

  it('has one text field, TextInput: MUI TextField appears only as an Autocomplete input', () => {
    const wrappers = files.filter((file) => {
      const text = read(file);
      return (
        text.includes("from '@mui/material/TextField'") &&
        !text.includes("from '@mui/material/Autocomplete'")
      );
    });
    expect(wrappers).toEqual([]);
  });

  it('keeps every file under 400 lines (the landing drawings aside)', () => {
    const long = files.filter(
      (file) =>
        !file.startsWith('features/landing/components/illustrations/') &&
        read(file).split('\n').length > 400,
    );
    expect(long).toEqual([]);
  });
});
