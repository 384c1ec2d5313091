// The renewal of a subscription by one year, a rule of the calendar alone (no store, no request): the end-to-end
// tests, run in Node, compute the date the page should save with it on any day they run, 29 February too.
import { addCalendarMonths } from '../format/calendar';

/**
 * The end date of a renewal by one year: a year after the current end date, or after `today` when the
 * subscription has none or has already ended (dates as YYYY-MM-DD, in UTC).
 */
export function renewedEndDate(endDate: string | null, today: string): string {
  const from = endDate && endDate > today ? endDate : today;
  return addCalendarMonths(new Date(`${from}T00:00:00Z`), 12)
    .toISOString()
    .slice(0, 10);
}
