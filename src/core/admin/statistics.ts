// Operator statistics: the configuration, the filters (period defaulting to the settings' default period,
// organization, server zone) held in the address, the figures per day and the rankings of the same filters.
import { atom } from 'nanostores';
import { call } from '../api/call';
import type { components } from '../api/schema';
import { TOP_COUNT } from '../constants';
import { changeAddressQuery } from '../lists/address';
import { loadable, loadInto } from '../stores/loadable';

type Schemas = components['schemas'];
/** Whether statistics are collected, where, and the default period of the filters. */
export type StatisticsConfiguration = Schemas['StatisticsConfiguration'];
/** The figures of a period, per day and in total. */
export type Statistics = Schemas['Statistics'];
/** Top subscriptions and top organizers of a period. */
export type CustomerRanking = Schemas['CustomerRanking'];
/** An organization to filter by. */
export type OrganizationChoice = { uid: string; name: string };

/** How many entries the customer ranking page shows. */
export const CUSTOMER_RANKING_COUNT = 20;

/** The statistics' filters: a period (`YYYY-MM-DD`, both ends included), an organization, a server zone. */
export interface StatisticsFilter {
  from: string;
  to: string;
  organization: string;
  serverZone: string;
}

/** The configuration of the statistics. */
export const $statisticsConfiguration = loadable<StatisticsConfiguration>();
/** The filters in force; empty until the configuration gave the default period. */
export const $statisticsFilter = atom<StatisticsFilter | undefined>(undefined);
/** The statistics of the filters. */
export const $statistics = loadable<Statistics>();
/** The rankings of the filters' period. */
export const $ranking = loadable<CustomerRanking>();
/** The organizations the filter offers. */
export const $organizationChoices = loadable<OrganizationChoice[]>();

/** A date as `YYYY-MM-DD` (UTC). */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The default period of the filters: `days` days ending today. */
export function defaultPeriod(days: number, now = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - Math.max(0, days - 1) * 86_400_000), to: isoDay(now) };
}

/** The filter query of the statistics operation for the organization and server zone chosen. */
export function statisticsQuery(filter: StatisticsFilter): string | undefined {
  const parts = [
    filter.organization && `organization=${encodeURIComponent(filter.organization)}`,
    filter.serverZone && `serverZone=${encodeURIComponent(filter.serverZone)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('&') : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['from', 'to', 'organization', 'serverZone'] as const;

/** True when the period ends before it starts (both ends given): the server would refuse it (1004). */
export function isReversedPeriod(filter: Pick<StatisticsFilter, 'from' | 'to'>): boolean {
  return filter.from !== '' && filter.to !== '' && filter.from > filter.to;
}

/** The filters an address holds (`?from=…&to=…&organization=…&serverZone=…`), each missing one from `fallback`. */
export function readStatisticsFilter(query: string, fallback: StatisticsFilter): StatisticsFilter {
  const params = new URLSearchParams(query);
  const day = (name: 'from' | 'to') => {
    const value = params.get(name) ?? '';
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : fallback[name];
  };
  const read = { ...fallback, from: day('from'), to: day('to') };
  read.organization = params.get('organization') ?? fallback.organization;
  read.serverZone = params.get('serverZone') ?? fallback.serverZone;
  return isReversedPeriod(read) ? { ...read, from: fallback.from, to: fallback.to } : read;
}

/** The default period of the configuration (or 30 days), with no organization or zone. */
async function defaultFilter(now: number): Promise<StatisticsFilter> {
  if ($statisticsConfiguration.get().state !== 'ready')
    await loadInto($statisticsConfiguration, () => call('getStatisticsConfiguration'));
  const configuration = $statisticsConfiguration.get();
  const days = configuration.state === 'ready' ? configuration.data.defaultPeriodDays : 30;
  return { ...defaultPeriod(days, now), organization: '', serverZone: '' };
}

// The latest opening: an earlier address whose configuration answers late loads nothing over the newer one.
let opening = {};

/** Loads the configuration, then the statistics and rankings of the filters in the address (else the default). */
export async function openStatistics(query: string, now = Date.now()): Promise<void> {
  const ticket = {};
  opening = ticket;
  if ($organizationChoices.get().state !== 'ready')
    void loadInto($organizationChoices, async () => {
      const page = await call('listOrganizations', { query: { size: 100, sort: 'name' } });
      return page.items.map(({ uid, name }) => ({ uid, name }));
    });
  const fallback = await defaultFilter(now);
  if (opening === ticket) await loadStatistics(readStatisticsFilter(query, fallback));
}

/** Applies new filters: they go into the address (a new history entry), the page then loads them. */
export function filterStatistics(filter: StatisticsFilter): void {
  changeAddressQuery(Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key]])));
}

/** Loads the statistics and the rankings of the filters. */
function loadStatistics(filter: StatisticsFilter): Promise<void> {
  $statisticsFilter.set(filter);
  const { from, to } = filter;
  const query = { from, to, filter: statisticsQuery(filter) };
  return Promise.all([
    loadInto($statistics, () => call('getStatistics', { query })),
    loadInto($ranking, () => call('getCustomerRanking', { query: { ...query, limit: TOP_COUNT } })),
  ]).then(() => undefined);
}

/** Loads the customer ranking of the filters (or the default period), with more entries. */
export async function openCustomerRanking(now = Date.now()): Promise<void> {
  if (!$statisticsFilter.get()) {
    const fallback = await defaultFilter(now);
    // Filters chosen while the configuration was on its way stand.
    if (!$statisticsFilter.get()) $statisticsFilter.set(fallback);
  }
  const filter = $statisticsFilter.get() as StatisticsFilter;
  const { from, to } = filter;
  await loadInto($ranking, () =>
    call('getCustomerRanking', {
      query: { from, to, filter: statisticsQuery(filter), limit: CUSTOMER_RANKING_COUNT },
    }),
  );
}
