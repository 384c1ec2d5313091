// Server zones, meeting servers in every state, gateways, the management server, maintenance, an API client.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import type { Random } from './random';

/** Inserts the zones and answers their ids (the first is the default). */
export function seedZones(db: Db): number[] {
  const insert = db.prepare('INSERT INTO server_zones (name, is_default) VALUES (?, ?)');
  return [
    ['Europe West', 1],
    ['Europe Central', 0],
    ['North America', 0],
  ].map(([name, isDefault]) => Number(insert.run(name, isDefault).lastInsertRowid));
}

/** The meeting servers; answers the addresses of those running meetings. */
export function seedServers(db: Db, zones: number[]): { id: number; address: string }[] {
  const insert = db.prepare(
    `INSERT INTO meeting_servers (address, name, type, status, version, connected, accept_new_meetings, validated,
       enabled, zone_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rows: [string, string, string, string, string, number, number, number, number, number][] = [
    ['ms-par-1.meet.example.com', 'Paris 1', 'MEDIA', 'running', '7.4.2', 1, 1, 1, 1, 0],
    ['ms-par-2.meet.example.com', 'Paris 2', 'MEDIA', 'running', '7.4.2', 1, 0, 1, 1, 0],
    ['ms-prg-1.meet.example.com', 'Prague 1', 'MEDIA', 'running', '7.4.2', 1, 1, 1, 1, 1],
    ['ms-prg-2.meet.example.com', 'Prague 2', 'MEDIA', 'stopped', '7.4.1', 0, 0, 1, 0, 1],
    ['relay-nyc-1.meet.example.com', 'New York relay', 'RELAY', 'degraded', '7.4.2', 1, 1, 0, 1, 2],
    ['rec-par-1.meet.example.com', 'Paris recorder', 'RECORDING', 'running', '7.4.2', 1, 1, 1, 1, 0],
  ];
  return rows.map((row) => {
    const zone = zones[row[9]] as number;
    const id = Number(insert.run(...row.slice(0, 9), zone).lastInsertRowid);
    return { id, address: row[0] };
  });
}

/** Gateways, management nodes, maintenance periods and one API client. */
export function seedInfrastructure(db: Db, random: Random, now: number, adminId: number): void {
  const gateway = db.prepare(
    'INSERT INTO gateways (type, address, enabled, used, total) VALUES (?, ?, ?, ?, ?)',
  );
  const gateways: [string, string, number, number, number][] = [
    ['REC', 'gw-rec-1.meet.example.com', 1, 2, 10],
    ['H323_SIP_IN', 'gw-sip-1.meet.example.com', 0, 0, 20],
    ['H323_OUT', 'gw-sip-1.meet.example.com', 0, 0, 20],
    ['SIP_OUT', 'gw-sip-1.meet.example.com', 1, 1, 20],
    ['PSTN_OUT', 'gw-pstn-1.meet.example.com', 1, 0, 30],
    ['PSTN_IN', 'gw-pstn-1.meet.example.com', 1, 3, 30],
    ['WebRTC', 'gw-webrtc-1.meet.example.com', 1, 5, 100],
  ];
  for (const row of gateways) gateway.run(...row);
  const node = db.prepare(
    'INSERT INTO management_nodes (address, version, master, cpu, connected_clients, start_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  node.run('mgmt-1.meet.example.com', '7.4.2', 1, 23.5, 142, new Date(now - 12 * 86_400_000).toISOString());
  node.run('mgmt-2.meet.example.com', '7.4.2', 0, 4.1, 0, new Date(now - 12 * 86_400_000).toISOString());
  const period = db.prepare('INSERT INTO maintenance_periods (start, duration) VALUES (?, ?)');
  const at = (days: number, hour: number) => {
    const date = new Date(now + days * 86_400_000);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  period.run(at(7, 2), 120);
  period.run(at(21, 3), 60);
  const key = `meet_${random.hex(40)}`;
  db.prepare('INSERT INTO api_clients (user_id, key_hash, key_end, creation_date) VALUES (?, ?, ?, ?)').run(
    adminId,
    createHash('sha256').update(key).digest('hex'),
    key.slice(-4),
    new Date(now - 30 * 86_400_000).toISOString(),
  );
}
