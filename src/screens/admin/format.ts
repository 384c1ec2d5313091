// How the administration console writes dates and times: in the reader's language.
import { currentLanguage } from '../../core/i18n';

/** An ISO date-time as the reader's language writes it ("24 Nov 2026, 14:05"); empty for none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
