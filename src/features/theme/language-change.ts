import { directionOf } from '@/lib/i18n/languages';
import type { LanguageCode } from '@/lib/i18n/languages';

/**
 * How a language change is applied (SPEC 4): when the text direction flips (ltr <-> rtl) the
 * choice is stored and the page reloads, so that every style is built for the new direction;
 * otherwise the texts switch in place.
 */
export function languageChangeMode(from: LanguageCode, to: LanguageCode): 'reload' | 'in-place' {
  return directionOf(from) === directionOf(to) ? 'in-place' : 'reload';
}
