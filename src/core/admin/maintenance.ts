// Maintenance planning (spec 2, 4): search the available periods of a day for a duration, validate one,
// see the scheduled periods, delete one.
import { atom, computed } from 'nanostores';
import { call } from '../api/call';
import type { components } from '../api/schema';
import { canonicalTimeZone, dayIn, isKnownTimeZone } from '../format/time-zones';
import { changeOf, loadable, loadInto } from '../stores/loadable';
import { $me } from '../stores/me';
import { attempt, type Result } from './result';

type Schemas = components['schemas'];
/** A scheduled maintenance period. */
export type MaintenancePeriod = Schemas['MaintenancePeriod'];
/** An available period found by a search. */
export type MaintenanceCandidate = Schemas['MaintenanceCandidate'];

/** Duration of a maintenance period in minutes: bounds of the contract, and what the form starts from. */
export const MAINTENANCE_MINUTES = { min: 5, max: 1440, initial: 60 } as const;

/** The scheduled periods, soonest first (empty: "no scheduled maintenance"). */
export const $maintenancePeriods = loadable<MaintenancePeriod[]>();
/** The periods the last search found, fewest affected meetings first. */
export const $maintenanceCandidates = loadable<MaintenanceCandidate[]>();
/** The candidate picked for validation, by its start. */
export const $pickedCandidate = atom<string | null>(null);

/**
 * The one time zone maintenance is planned and shown in: the administrator's (their account's), else the browser's
 * when the account names a zone the browser does not know.
 */
export const $maintenanceZone = computed($me, (me) => {
  const zone = canonicalTimeZone(me?.timeZoneID ?? '');
  return zone && isKnownTimeZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
});

/** Today in the maintenance time zone (`YYYY-MM-DD`): the first day a search may ask for. */
export function maintenanceToday(now: number = Date.now()): string {
  return dayIn($maintenanceZone.get(), now);
}

/** Loads the scheduled periods. */
export function loadMaintenancePeriods(): Promise<void> {
  return loadInto($maintenancePeriods, () => call('listMaintenancePeriods'));
}

/** Searches the available periods of `day` (YYYY-MM-DD in the maintenance time zone) for `duration` minutes. */
export function searchMaintenance(day: string, duration: number): Promise<void> {
  $pickedCandidate.set(null);
  const timeZone = $maintenanceZone.get();
  return loadInto($maintenanceCandidates, () =>
    call('searchMaintenancePeriods', { query: { day, duration, timeZone } }),
  );
}

/** Picks a candidate (by its start) for validation. */
export function pickCandidate(start: string): void {
  $pickedCandidate.set(start);
}

/** Schedules a period; once done the search is cleared, unless another search was asked meanwhile (`changeOf`). */
export function validateMaintenance(candidate: MaintenanceCandidate): Promise<Result> {
  return attempt(async () => {
    const clear = changeOf($maintenanceCandidates);
    await call('createMaintenancePeriod', {
      body: { start: candidate.start, duration: candidate.duration },
    });
    if (clear({ state: 'idle' })) $pickedCandidate.set(null);
    await loadMaintenancePeriods();
  });
}

/** Deletes a scheduled period. */
export function deleteMaintenance(periodId: number): Promise<Result> {
  return attempt(async () => {
    await call('deleteMaintenancePeriod', { path: { periodId } });
    await loadMaintenancePeriods();
  });
}
