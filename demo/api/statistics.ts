// Statistics, rankings and the system dashboard.
import { arch, cpus, platform, release, uptime } from 'node:os';
import type { Context } from '../context';
import type { Handlers } from '../http/types';
import { equals, parseFilter, where } from '../lib/list';
import { readSettings } from '../lib/settings';
import { addMinutes, dayOf, nowIso, period } from '../lib/time';
import { PRODUCT_VERSION } from './public';
import { organizerRanking, statisticsOf, subscriptionRanking } from './statistics-queries';

/** The filters of the statistics and their rankings: the subscription's organization, the server's zone. */
const STATISTICS_FILTERS = {
  organization: (value: string) => {
    const c = equals('s.organization_uid')(value);
    return (
      c && {
        sql: `m.subscription_uid IN (SELECT s.uid FROM subscriptions s WHERE ${c.sql})`,
        params: c.params,
      }
    );
  },
  serverZone: (value: string) => {
    const c = equals('ms.zone_id')(value);
    return (
      c && { sql: `m.server_id IN (SELECT ms.id FROM meeting_servers ms WHERE ${c.sql})`, params: c.params }
    );
  },
};

/** Handlers of statistics and dashboards. */
export function statisticsHandlers(context: Context): Handlers {
  const { db } = context;
  const defaultDays = () => readSettings(db, 'statistics').defaultPeriodDays;
  return {
    getStatisticsConfiguration: () => {
      const settings = readSettings(db, 'statistics');
      return {
        enabled: settings.enabled,
        address: settings.address,
        defaultPeriodDays: settings.defaultPeriodDays,
      };
    },

    getStatistics: (request) =>
      statisticsOf(
        db,
        period(request.query.from, request.query.to, defaultDays()),
        where(parseFilter(request.query.filter, STATISTICS_FILTERS)),
      ),

    getCustomerRanking: (request) => {
      const range = period(request.query.from, request.query.to, defaultDays());
      const condition = where(parseFilter(request.query.filter, STATISTICS_FILTERS));
      const limit = request.query.limit ?? 5;
      return {
        ...range,
        subscriptions: subscriptionRanking(db, range, limit, condition),
        organizers: organizerRanking(db, range, limit, condition),
      };
    },

    getSystemDashboard: () => {
      const count = (sql: string, ...params: unknown[]) =>
        db
          .prepare(sql)
          .pluck()
          .get(...params) as number;
      const today = dayOf(new Date());
      const in30 = dayOf(addMinutes(nowIso(), 30 * 1440));
      return {
        operatingSystem: `${platform()} ${release()} (${arch()}, ${cpus().length} cores)`,
        javaVersion: `Node.js ${process.versions.node}`,
        bootTime: new Date(Date.now() - uptime() * 1000).toISOString(),
        applicationStartTime: context.startedAt.toISOString(),
        managementServerVersion: PRODUCT_VERSION,
        protocolVersion: '3.2',
        users: {
          total: count('SELECT COUNT(*) FROM users'),
          activated: count('SELECT COUNT(*) FROM users WHERE activated = 1'),
          connectedToday: count('SELECT COUNT(*) FROM users WHERE last_login_date >= ?', today),
        },
        meetings: {
          scheduled: count("SELECT COUNT(*) FROM meetings WHERE state = 'scheduled'"),
          started: count("SELECT COUNT(*) FROM meetings WHERE state = 'started'"),
          waitingToEnd: count("SELECT COUNT(*) FROM meetings WHERE state = 'waitingToEnd'"),
          stoppedLast30Days: count(
            "SELECT COUNT(*) FROM meetings WHERE state = 'stopped' AND start_date >= ?",
            addMinutes(nowIso(), -30 * 1440),
          ),
        },
        subscriptions: {
          total: count('SELECT COUNT(*) FROM subscriptions'),
          enabled: count('SELECT COUNT(*) FROM subscriptions WHERE enabled = 1'),
          perpetual: count('SELECT COUNT(*) FROM subscriptions WHERE perpetual = 1'),
          expiringIn30Days: count(
            'SELECT COUNT(*) FROM subscriptions WHERE enabled = 1 AND end_date >= ? AND end_date <= ?',
            today,
            in30,
          ),
          exceedingOrganizers: count(
            'SELECT COUNT(*) FROM subscriptions s WHERE (SELECT COUNT(*) FROM organizers g WHERE g.subscription_uid = s.uid) > s.max_organizers',
          ),
          seats: count('SELECT COALESCE(SUM(seats), 0) FROM subscriptions WHERE enabled = 1'),
          organizers: count(
            'SELECT COUNT(*) FROM organizers g JOIN subscriptions s ON s.uid = g.subscription_uid WHERE s.enabled = 1',
          ),
          maxOrganizers: count(
            'SELECT COALESCE(SUM(max_organizers), 0) FROM subscriptions WHERE enabled = 1',
          ),
        },
      };
    },
  };
}
