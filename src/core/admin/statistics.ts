// Operator statistics: the configuration, the filters (period defaulting to the settings' default period,
// organization, server zone), the figures per day and the rankings of the period.
import { atom } from 'nanostores';
import { call } from '../api/call';
import type { components } from '../api/schema';
import { TOP_COUNT } from '../constants';
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

/** Loads the configuration, then the statistics and rankings of its default period. */
export async function openStatistics(now = Date.now()): Promise<void> {
  void loadInto($organizationChoices, async () => {
    const page = await call('listOrganizations', { query: { size: 100, sort: 'name' } });
    return page.items.map(({ uid, name }) => ({ uid, name }));
  });
  await loadInto($statisticsConfiguration, () => call('getStatisticsConfiguration'));
  const configuration = $statisticsConfiguration.get();
  const days = configuration.state === 'ready' ? configuration.data.defaultPeriodDays : 30;
  if (!$statisticsFilter.get())
    $statisticsFilter.set({ ...defaultPeriod(days, now), organization: '', serverZone: '' });
  await filterStatistics($statisticsFilter.get() as StatisticsFilter);
}

/** Applies new filters: the statistics and the rankings of the period load again. */
export function filterStatistics(filter: StatisticsFilter): Promise<void> {
  $statisticsFilter.set(filter);
  const { from, to } = filter;
  return Promise.all([
    loadInto($statistics, () =>
      call('getStatistics', { query: { from, to, filter: statisticsQuery(filter) } }),
    ),
    loadInto($ranking, () => call('getCustomerRanking', { query: { from, to, limit: TOP_COUNT } })),
  ]).then(() => undefined);
}

/** Loads the customer ranking of the filters' period (or the default period), with more entries. */
export async function openCustomerRanking(now = Date.now()): Promise<void> {
  if (!$statisticsFilter.get()) {
    await loadInto($statisticsConfiguration, () => call('getStatisticsConfiguration'));
    const configuration = $statisticsConfiguration.get();
    const days = configuration.state === 'ready' ? configuration.data.defaultPeriodDays : 30;
    $statisticsFilter.set({ ...defaultPeriod(days, now), organization: '', serverZone: '' });
  }
  const { from, to } = $statisticsFilter.get() as StatisticsFilter;
  await loadInto($ranking, () =>
    call('getCustomerRanking', { query: { from, to, limit: CUSTOMER_RANKING_COUNT } }),
  );
}
