import { formatDateTime } from '../../core/format';

/**
 * A moment as the interface language writes it ("Dec 9, 2026, 5:00 PM"), marked up as a `<time>`: a table keeps
 * it on one line (table.css) rather than squeezing it onto three or four. Nothing when there is no moment.
 */
export function DateTime({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value);
  return text ? <time dateTime={value ?? undefined}>{text}</time> : null;
}
