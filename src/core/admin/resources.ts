// The resources area (spec 2 "resources"; dist-spec/resources.md): what the deployment hands out (client
// downloads, the contract for integrators, help and support) and what it has left (capacity, used of total).
import { call } from '../api/call';
import type { components } from '../api/schema';
import { $config } from '../config';
import { $systemDashboard } from '../stores/dashboard';
import { loadDownloads } from '../stores/downloads';
import { type Loadable, loadInto } from '../stores/loadable';
import { ensurePublicSettings } from '../stores/public-settings-once';
import { loadStorage } from './files';
import { $gateways, $meetingServers, type Gateway, type MeetingServer } from './services';

type Schemas = components['schemas'];

/** A measure of capacity, in the order the area shows them. */
export const CAPACITY_MEASURES = ['seats', 'organizers', 'storage', 'servers', 'gateways'] as const;
/** One measure's id. */
export type CapacityMeasure = (typeof CAPACITY_MEASURES)[number];

/** How much of a measure is used, of its total (bytes for storage, a count otherwise). */
export interface Capacity {
  used: number;
  total: number;
}

/** The files of the contract the static export serves under `spec/`, for integrators (vite.config.ts). */
export const INTEGRATOR_FILES = {
  api: 'spec/openapi.yaml',
  elements: 'spec/custom-elements.json',
  signalling: 'spec/signalling.schema.json',
} as const;

/** Seats and organizers of the enabled subscriptions: each organizer takes one seat. */
export function subscriptionCapacity(
  subscriptions: Schemas['SystemDashboard']['subscriptions'],
): Record<'seats' | 'organizers', Capacity> {
  return {
    seats: { used: subscriptions.organizers, total: subscriptions.seats },
    organizers: { used: subscriptions.organizers, total: subscriptions.maxOrganizers },
  };
}

/** Meeting servers able to take meetings (running, connected, enabled) of all the servers. */
export function serverCapacity(servers: readonly MeetingServer[]): Capacity {
  const up = servers.filter((server) => server.status === 'running' && server.connected && server.enabled);
  return { used: up.length, total: servers.length };
}

/** Gateway channels in use of those the enabled gateways offer. */
export function gatewayCapacity(gateways: readonly Gateway[]): Capacity {
  const enabled = gateways.filter((gateway) => gateway.enabled);
  return {
    used: enabled.reduce((sum, gateway) => sum + gateway.used, 0),
    total: enabled.reduce((sum, gateway) => sum + gateway.total, 0),
  };
}

/** Each measure's load: where its figures come from, reduced to used and total. */
export function capacityOf(
  dashboard: Loadable<Schemas['SystemDashboard']>,
  storage: Loadable<Schemas['StorageSummary']>,
  servers: Loadable<MeetingServer[]>,
  gateways: Loadable<Gateway[]>,
): Record<CapacityMeasure, Loadable<Capacity>> {
  const map = <T>(loaded: Loadable<T>, to: (data: T) => Capacity): Loadable<Capacity> =>
    loaded.state === 'ready' ? { state: 'ready', data: to(loaded.data) } : loaded;
  return {
    seats: map(dashboard, (data) => subscriptionCapacity(data.subscriptions).seats),
    organizers: map(dashboard, (data) => subscriptionCapacity(data.subscriptions).organizers),
    storage: map(storage, (data) => ({ used: data.usedBytes, total: data.totalBytes })),
    servers: map(servers, serverCapacity),
    gateways: map(gateways, gatewayCapacity),
  };
}

/** Loads the figures of one measure again (after a failure). */
export function loadCapacity(measure: CapacityMeasure): Promise<void> {
  if (measure === 'storage') return loadStorage();
  if (measure === 'servers') return loadInto($meetingServers, () => call('listMeetingServers'));
  if (measure === 'gateways') return loadInto($gateways, () => call('listGateways'));
  return loadInto($systemDashboard, () => call('getSystemDashboard'));
}

/** Loads everything the resources area shows; each part fails on its own. */
export async function loadResources(): Promise<void> {
  await Promise.all([
    loadCapacity('seats'),
    loadCapacity('storage'),
    loadCapacity('servers'),
    loadCapacity('gateways'),
    loadDownloads(),
    ensurePublicSettings(),
  ]);
}

/**
 * The whole address of a link the server gives as a path (`/meet/downloads/...`), on the deployment's origin (that
 * of the API, which an element on a portal's page may call from another origin), so it can be copied and sent.
 */
export function deploymentUrl(url: string, page: string = document.baseURI): string {
  try {
    return new URL(url, new URL($config.get().apiBase, page)).href;
  } catch {
    return url;
  }
}

/** The whole address of a file the export serves (`spec/openapi.yaml`), under the deployment's base path. */
export function exportUrl(path: string, page: string = document.baseURI): string {
  return deploymentUrl(`${$config.get().basePath}${path}`, page);
}
