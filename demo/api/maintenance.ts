// Maintenance periods: search candidates of a day for a duration, validate (schedule), list, delete.
import type { Context } from '../context';
import { ApiError, invalid, notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { addMinutes, nextDay, nowIso, zoneDayStart } from '../lib/time';

const MINUTE = 60_000;
const STEP_MINUTES = 30;

interface Window {
  start: number;
  end: number;
}

const overlaps = (a: Window, b: Window) => a.start < b.end && b.start < a.end;

/** Handlers of maintenance planning. */
export function maintenanceHandlers(context: Context): Handlers {
  const { db } = context;

  function meetingsIn(window: Window): number {
    const rows = db
      .prepare(
        "SELECT start_date, duration FROM meetings WHERE state <> 'stopped' AND start_date < ? AND start_date >= ?",
      )
      .all(new Date(window.end).toISOString(), new Date(window.start - 2 * 86_400_000).toISOString()) as {
      start_date: string;
      duration: number;
    }[];
    return rows.filter((m) => {
      const start = Date.parse(m.start_date);
      return overlaps(window, { start, end: start + m.duration * MINUTE });
    }).length;
  }

  function scheduled(): (Window & { id: number; duration: number })[] {
    return (
      db.prepare('SELECT id, start, duration FROM maintenance_periods ORDER BY start').all() as {
        id: number;
        start: string;
        duration: number;
      }[]
    )
      .map((p) => ({
        id: p.id,
        duration: p.duration,
        start: Date.parse(p.start),
        end: Date.parse(p.start) + p.duration * MINUTE,
      }))
      .filter((p) => p.end > Date.now());
  }

  const shape = (p: Window & { duration: number }) => ({
    start: new Date(p.start).toISOString(),
    end: new Date(p.end).toISOString(),
    duration: p.duration,
    meetingCount: meetingsIn(p),
  });

  return {
    listMaintenancePeriods: () =>
      scheduled().map((p): Schemas['MaintenancePeriod'] => ({ id: p.id, ...shape(p) })),

    searchMaintenancePeriods: (request) => {
      const { day, duration, timeZone = 'UTC' } = request.query;
      if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw invalid('Not a day.');
      const dayStart = zoneDayStart(day, timeZone);
      const dayEnd = zoneDayStart(nextDay(day), timeZone);
      if (dayStart === undefined || dayEnd === undefined) throw invalid('Not a known time zone.');
      const taken = scheduled();
      const candidates: Schemas['MaintenanceCandidate'][] = [];
      for (let start = dayStart; start < dayEnd; start += STEP_MINUTES * MINUTE) {
        const window = { start, end: start + duration * MINUTE, duration };
        if (start <= Date.now() || taken.some((p) => overlaps(p, window))) continue;
        candidates.push(shape(window));
      }
      return candidates.sort((a, b) => a.meetingCount - b.meetingCount || a.start.localeCompare(b.start));
    },

    createMaintenancePeriod: (request) => {
      const start = Date.parse(request.body.start);
      const window = { start, end: start + request.body.duration * MINUTE };
      if (start <= Date.now())
        throw new ApiError(1004, 'A maintenance period must start in the future.', { status: 409 });
      if (scheduled().some((p) => overlaps(p, window))) {
        throw new ApiError(1004, 'Another maintenance period overlaps this one.', { status: 409 });
      }
      const iso = new Date(start).toISOString();
      const { lastInsertRowid } = db
        .prepare('INSERT INTO maintenance_periods (start, duration) VALUES (?, ?)')
        .run(iso, request.body.duration);
      return { id: Number(lastInsertRowid), ...shape({ ...window, duration: request.body.duration }) };
    },

    deleteMaintenancePeriod: (request) => {
      const { changes } = db
        .prepare('DELETE FROM maintenance_periods WHERE id = ?')
        .run(request.params.periodId);
      if (changes === 0) throw notFound('Maintenance period');
      return undefined;
    },
  };
}

/** Used by tests: a start time in the future, on the half hour. */
export const futureSlot = (days: number): string => {
  const date = new Date(addMinutes(nowIso(), days * 1440));
  date.setUTCHours(4, 30, 0, 0);
  return date.toISOString();
};
