// The support desk: how to reach it and when (spec 2 "support", spec 9 "Support hours").
import { SUPPORT_HOURS } from '../constants';

/**
 * The support desk's e-mail and phone. The specification names no address: these are the product's
 * defaults, and a deployment sends its users to its own desk through the settings' support URL.
 */
export const SUPPORT_CONTACT = { email: 'support@meet.example.com', phone: '+33 1 70 00 00 00' } as const;

/** A phone number as a `tel:` link: its digits and leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** Opening hours on a working day: [from, to] in whole hours, Central European Time. */
export type SupportSlots = readonly (readonly [number, number])[];

/** The support hours for an interface language: the Spanish desk works 9:00-18:00, the others break at noon. */
export function supportSlots(language: string): SupportSlots {
  return language === 'es' ? SUPPORT_HOURS.es : SUPPORT_HOURS.default;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Weekday (1 Monday .. 7 Sunday) and hour with minutes (9.5 for 9:30) of `now` in Central European Time. */
export function supportClock(now: Date): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SUPPORT_HOURS.timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS[part('weekday')] ?? 0,
    hour: Number(part('hour')) + Number(part('minute')) / 60,
  };
}

/** True while the support desk of that language is open: a working day, inside one of its slots. */
export function isSupportOpen(now: Date, language: string): boolean {
  const { weekday, hour } = supportClock(now);
  if (!(SUPPORT_HOURS.days as readonly number[]).includes(weekday)) return false;
  return supportSlots(language).some(([from, to]) => hour >= from && hour < to);
}

/** A whole hour as the spec writes it, the same in every interface language: 9 gives "9:00". */
export function hourText(hour: number): string {
  return `${hour}:00`;
}

/** A settings address fit for a link: http(s) or a path of this site; anything else (javascript:) is dropped. */
export function webAddress(url: string | undefined): string | undefined {
  const trimmed = url?.trim() ?? '';
  return /^(https?:\/\/|\/(?!\/))/i.test(trimmed) ? trimmed : undefined;
}
