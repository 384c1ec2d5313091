// Administration of services: server zones, meeting servers, gateways and their jobs, the management server.
import type { Context } from '../context';
import { ApiError, notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { csvStream } from '../lib/csv';
import { dateRange, equals, exportedRows, oneOf, page } from '../lib/list';
import { endMeetings, LIVE_STATES_SQL, liveMeetingsOf } from '../lib/meeting-end';

const ZONE_COLUMNS = `z.id, z.name, z.is_default,
  (SELECT COUNT(*) FROM meeting_servers s WHERE s.zone_id = z.id) AS serverCount,
  (SELECT COUNT(*) FROM users u WHERE u.server_zone_id = z.id) AS userCount`;
type ZoneRow = Omit<Schemas['ServerZone'], 'default'> & { is_default: number };
const zone = ({ is_default, ...row }: ZoneRow): Schemas['ServerZone'] => ({
  ...row,
  default: is_default === 1,
});

const SERVER_COLUMNS = `s.*, z.name AS zone_name,
  (SELECT COUNT(*) FROM meetings m WHERE m.server_id = s.id AND m.state IN ${LIVE_STATES_SQL}) AS meeting_count,
  (SELECT COUNT(*) FROM attendees a JOIN meetings m ON m.uid = a.meeting_uid
   WHERE m.server_id = s.id AND m.state IN ${LIVE_STATES_SQL} AND a.leave_time IS NULL) AS user_count`;
interface ServerRow {
  id: number;
  address: string;
  name: string;
  type: Schemas['MeetingServer']['type'];
  status: Schemas['MeetingServer']['status'];
  version: string;
  connected: number;
  accept_new_meetings: number;
  validated: number;
  enabled: number;
  zone_id: number;
  zone_name: string;
  meeting_count: number;
  user_count: number;
}
const server = (row: ServerRow): Schemas['MeetingServer'] => ({
  id: row.id,
  address: row.address,
  name: row.name,
  type: row.type,
  status: row.status,
  version: row.version,
  connected: row.connected === 1,
  acceptNewMeetings: row.accept_new_meetings === 1,
  validated: row.validated === 1,
  enabled: row.enabled === 1,
  meetingCount: row.meeting_count,
  userCount: row.user_count,
  zoneId: row.zone_id,
  zoneName: row.zone_name,
});

type GatewayRow = Omit<Schemas['Gateway'], 'enabled'> & { enabled: number };
const gateway = (row: GatewayRow): Schemas['Gateway'] => ({ ...row, enabled: row.enabled === 1 });

const GATEWAY_TYPES = ['REC', 'H323_SIP_IN', 'H323_OUT', 'SIP_OUT', 'PSTN_OUT', 'PSTN_IN', 'WebRTC'];

/** The gateway jobs' rows, for a page and for the export. */
const GATEWAY_JOB_LIST = {
  columns: 'id, type, state, meeting_uid AS meetingUid, creation_date AS creationDate, parameters',
  from: 'gateway_jobs',
  filters: {
    type: oneOf('type', GATEWAY_TYPES),
    state: oneOf('state', ['pending', 'running', 'finished', 'failed']),
    meetingUid: equals('meeting_uid'),
    creationDate: dateRange('creation_date'),
  },
  tiebreak: 'id',
  map: (row: Omit<Schemas['GatewayJob'], 'parameters'> & { parameters: string }): Schemas['GatewayJob'] => ({
    ...row,
    parameters: JSON.parse(row.parameters) as Record<string, string>,
  }),
};

/** Handlers of service administration. */
export function serviceHandlers(context: Context): Handlers {
  const { db } = context;
  const zoneById = (id: number) => {
    const row = db.prepare(`SELECT ${ZONE_COLUMNS} FROM server_zones z WHERE z.id = ?`).get(id) as
      | ZoneRow
      | undefined;
    if (!row) throw notFound('Server zone');
    return zone(row);
  };
  const checkName = (name: string, except = 0) => {
    if (db.prepare('SELECT 1 FROM server_zones WHERE name = ? AND id <> ?').get(name.trim(), except)) {
      throw new ApiError(1026, 'Name already used', { status: 409 });
    }
  };
  const serverById = (id: number) => {
    const row = db
      .prepare(
        `SELECT ${SERVER_COLUMNS} FROM meeting_servers s JOIN server_zones z ON z.id = s.zone_id WHERE s.id = ?`,
      )
      .get(id) as ServerRow | undefined;
    if (!row) throw notFound('Meeting server');
    return server(row);
  };
  const gatewayById = (id: number) => {
    const row = db.prepare('SELECT * FROM gateways WHERE id = ?').get(id) as GatewayRow | undefined;
    if (!row) throw notFound('Gateway');
    return gateway(row);
  };
  return {
    listServerZones: () =>
      (db.prepare(`SELECT ${ZONE_COLUMNS} FROM server_zones z ORDER BY z.name`).all() as ZoneRow[]).map(zone),

    createServerZone: (request) => {
      checkName(request.body.name);
      const { lastInsertRowid } = db
        .prepare('INSERT INTO server_zones (name) VALUES (?)')
        .run(request.body.name.trim());
      return zoneById(Number(lastInsertRowid));
    },

    renameServerZone: (request) => {
      zoneById(request.params.zoneId);
      checkName(request.body.name, request.params.zoneId);
      db.prepare('UPDATE server_zones SET name = ? WHERE id = ?').run(
        request.body.name.trim(),
        request.params.zoneId,
      );
      return zoneById(request.params.zoneId);
    },

    deleteServerZone: (request) => {
      const { id, serverCount, userCount, default: isDefault } = zoneById(request.params.zoneId);
      if (isDefault) throw new ApiError(1004, 'The default zone cannot be deleted.', { status: 409 });
      if (serverCount > 0 || userCount > 0) {
        throw new ApiError(1004, 'The zone holds meeting servers or users: it cannot be deleted.', {
          status: 409,
        });
      }
      db.prepare('DELETE FROM server_zones WHERE id = ?').run(id);
      return undefined;
    },

    setDefaultServerZone: (request) => {
      const { id } = zoneById(request.params.zoneId);
      db.prepare('UPDATE server_zones SET is_default = (id = ?)').run(id);
      return zoneById(id);
    },

    listMeetingServers: () =>
      (
        db
          .prepare(
            `SELECT ${SERVER_COLUMNS} FROM meeting_servers s JOIN server_zones z ON z.id = s.zone_id ORDER BY z.name, s.name`,
          )
          .all() as ServerRow[]
      ).map(server),

    updateMeetingServer: (request) => {
      const current = serverById(request.params.serverId);
      const body = request.body;
      if (body.zoneId !== undefined) zoneById(body.zoneId);
      const enabled = body.enabled ?? current.enabled;
      db.prepare(
        'UPDATE meeting_servers SET enabled = ?, accept_new_meetings = ?, validated = ?, zone_id = ?, status = ? WHERE id = ?',
      ).run(
        enabled ? 1 : 0,
        (body.acceptNewMeetings ?? current.acceptNewMeetings) ? 1 : 0,
        (body.validated ?? current.validated) ? 1 : 0,
        body.zoneId ?? current.zoneId,
        enabled ? (current.status === 'stopped' ? 'running' : current.status) : 'stopped',
        current.id,
      );
      return serverById(current.id);
    },

    endServerMeetings: (request) => {
      const { id } = serverById(request.params.serverId);
      return { ended: endMeetings(db, liveMeetingsOf(db, id)) };
    },

    listGateways: () => (db.prepare('SELECT * FROM gateways ORDER BY id').all() as GatewayRow[]).map(gateway),

    updateGateway: (request) => {
      const id = gatewayById(request.params.gatewayId).id;
      db.prepare('UPDATE gateways SET enabled = ? WHERE id = ?').run(request.body.enabled ? 1 : 0, id);
      return gatewayById(id);
    },

    listGatewayJobs: (request) =>
      page(db, {
        ...GATEWAY_JOB_LIST,
        sorts: { type: 'type', state: 'state', meetingUid: 'meeting_uid', creationDate: 'creation_date' },
        defaultSort: 'creationDate',
        query: request.query,
      }),

    exportGatewayJobs: (request, reply) => {
      const rows = exportedRows(db, { ...GATEWAY_JOB_LIST, sort: 'creation_date' }, request.query.filter);
      reply.header('content-disposition', 'attachment; filename="gateway-jobs.csv"');
      return csvStream(['id', 'type', 'state', 'meetingUid', 'creationDate', 'parameters'], rows, (job) => ({
        ...job,
        parameters: JSON.stringify(job.parameters),
      }));
    },

    getManagementServer: () =>
      (
        db.prepare('SELECT * FROM management_nodes ORDER BY master DESC, address').all() as {
          address: string;
          version: string;
          master: number;
          cpu: number;
          connected_clients: number;
          start_time: string;
        }[]
      ).map((n) => ({
        address: n.address,
        version: n.version,
        master: n.master === 1,
        cpu: n.cpu,
        connectedClients: n.connected_clients,
        startTime: n.start_time,
      })),
  };
}
