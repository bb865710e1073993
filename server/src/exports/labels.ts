import type { Language } from '../domain/messages';

// The texts every export prints around its table.

const es = {
  generated: 'Generado el {when} (hora de la Ciudad de México)',
  filter: 'Filtro: {filter}',
  page: 'Página {page}',
  empty: 'No hay registros para este filtro.',
};

type ExportLabel = keyof typeof es;

const en: Record<ExportLabel, string> = {
  generated: 'Generated on {when} (Mexico City time)',
  filter: 'Filter: {filter}',
  page: 'Page {page}',
  empty: 'No records match this filter.',
};

export function exportLabel(
  key: ExportLabel,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return (language === 'en' ? en : es)[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
