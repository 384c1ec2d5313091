// Services administration (spec 2, 3, 4): server zones (add, rename, unique names, delete when empty, the
// default one), meeting servers (enable, accept new meetings, validate, move to a zone, end every meeting),
// gateways with their capacity and jobs, and the management server kept up to date.
import { onMount } from 'nanostores';
import { call } from '../api/call';
import type { components } from '../api/schema';
import { listStore } from '../lists/list-store';
import { answerInto, changeOf, errorCode, loadable, loadInto, patchInto, withRow } from '../stores/loadable';
import { saveCsv } from './imports';
import { attempt, type Result } from './result';
import { $serverZones } from './server-zones';

type Schemas = components['schemas'];
/** A meeting server with its state and counts. */
export type MeetingServer = Schemas['MeetingServer'];
/** A gateway with its used and total capacity. */
export type Gateway = Schemas['Gateway'];
/** A gateway job. */
export type GatewayJob = Schemas['GatewayJob'];
/** A node of the management server. */
export type ManagementNode = Schemas['ManagementNode'];

/** How often the open services screen asks the management server again (ms). */
export const MANAGEMENT_REFRESH_MS = 5_000;
/** Gateway job states: a filter of the jobs list (spec 4). */
export const JOB_STATES = ['pending', 'running', 'finished', 'failed'] as const;

/** The meeting servers. */
export const $meetingServers = loadable<MeetingServer[]>();
/** The gateways. */
export const $gateways = loadable<Gateway[]>();
/** The management server's nodes, asked again every MANAGEMENT_REFRESH_MS while shown. */
export const $managementNodes = loadable<ManagementNode[]>();

/** The gateway jobs, their view in the address (with the `jobs` prefix). */
export const gatewayJobs = listStore('listGatewayJobs', {
  sort: 'creationDate',
  sorts: ['type', 'state', 'meetingUid', 'creationDate'],
  prefix: 'jobs',
});

/** Downloads the gateway jobs the filter keeps as CSV (streamed by the server). */
export async function exportGatewayJobs(filter: string): Promise<void> {
  saveCsv('gateway-jobs.csv', await call('exportGatewayJobs', { query: { filter } }));
}

/** Loads (again) the server zones. */
export function reloadServerZones(): Promise<void> {
  return loadInto($serverZones, () => call('listServerZones'));
}

/** Loads the meeting servers, the gateways and the zones. */
export function loadServices(): Promise<void> {
  return Promise.all([
    reloadServerZones(),
    loadInto($meetingServers, () => call('listMeetingServers')),
    loadInto($gateways, () => call('listGateways')),
  ]).then(() => undefined);
}

/**
 * Asks the management server for its nodes (keeping the last answer shown while asking again). A poll answering
 * after a later one was shown is older news: dropped.
 */
export async function loadManagementServer(): Promise<void> {
  const show = changeOf($managementNodes);
  try {
    show({ state: 'ready', data: await call('getManagementServer') });
  } catch (error) {
    show({ state: 'failed', code: errorCode(error) });
  }
}

/** Asks again for the servers and gateways without blanking them: a failure keeps what is shown. */
async function refreshQuietly(): Promise<void> {
  await Promise.allSettled([
    answerInto($meetingServers, () => call('listMeetingServers')),
    answerInto($gateways, () => call('listGateways')),
  ]);
}

// While the management server is shown, the screen keeps up with the server (spec 2).
onMount($managementNodes, () => {
  void loadManagementServer();
  const timer = setInterval(() => {
    void loadManagementServer();
    void refreshQuietly();
  }, MANAGEMENT_REFRESH_MS);
  return () => clearInterval(timer);
});

/** Adds a server zone; done, or refused (1026: name already used). */
export function addServerZone(name: string): Promise<Result> {
  return attempt(async () => {
    await call('createServerZone', { body: { name: name.trim() } });
    await reloadServerZones();
  });
}

/** Renames a server zone; done, or refused (1026: name already used). */
export function renameServerZone(zoneId: number, name: string): Promise<Result> {
  return attempt(async () => {
    await call('renameServerZone', { path: { zoneId }, body: { name: name.trim() } });
    await Promise.all([reloadServerZones(), loadInto($meetingServers, () => call('listMeetingServers'))]);
  });
}

/** Deletes an empty server zone; refused with 1004 while it holds a server or a user, or is the default. */
export function deleteServerZone(zoneId: number): Promise<Result> {
  return attempt(async () => {
    await call('deleteServerZone', { path: { zoneId } });
    await reloadServerZones();
  });
}

/** Makes a server zone the default one (the previous default is no longer). */
export function setDefaultServerZone(zoneId: number): Promise<Result> {
  return attempt(async () => {
    await call('setDefaultServerZone', { path: { zoneId } });
    await reloadServerZones();
  });
}

/** Ends every live meeting of a meeting server; done with how many were ended. The servers' counts follow. */
export function endServerMeetings(serverId: number): Promise<Result<number>> {
  return attempt(async () => {
    const { ended } = await call('endServerMeetings', { path: { serverId } });
    await loadInto($meetingServers, () => call('listMeetingServers'));
    return ended;
  });
}

/** A change of a meeting server: enabled, accepts new meetings, validated, its zone. */
export type ServerChange = Schemas['MeetingServerUpdate'];

/** Changes a meeting server (enabled, accepts new meetings, validated, zone); done, or refused. */
export function updateMeetingServer(serverId: number, change: ServerChange): Promise<Result> {
  return attempt(async () => {
    await patchInto(
      $meetingServers,
      () => call('updateMeetingServer', { path: { serverId }, body: change }),
      withRow,
    );
  });
}

/** True when a change would end meetings (disabling a server), refuse new ones, or validate the server. */
export function needsConfirmation(server: MeetingServer, change: ServerChange): boolean {
  return (
    change.enabled === false ||
    (change.acceptNewMeetings === false && server.enabled) ||
    change.validated === true
  );
}

/** Enables or disables a gateway (meetings lose a disabled one); done, or refused. */
export function setGatewayEnabled(gateway: Gateway, enabled: boolean): Promise<Result> {
  return attempt(async () => {
    await patchInto(
      $gateways,
      () => call('updateGateway', { path: { gatewayId: gateway.id }, body: { enabled } }),
      withRow,
    );
  });
}

/** The gateway types in the order the screens list them (a filter of the jobs). */
export const GATEWAY_TYPES_ORDER = [
  'WebRTC',
  'H323_SIP_IN',
  'H323_OUT',
  'SIP_OUT',
  'PSTN_IN',
  'PSTN_OUT',
  'REC',
] as const;
