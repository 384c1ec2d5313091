// Opens the database (seeding it when empty), builds the app and listens: used by `npm start` and the tests.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { AUDIT_HEAD_FILE, anchorAuditHead } from './audit/trail';
import type { ServerConfig } from './config';
import { type Context, createContext } from './context';
import { openDatabase } from './db/database';
import { DIRECTORIES, type DirectoryKind, directoryKindOf } from './ldap/directories';
import { type DirectoryServer, hasSlapd } from './ldap/slapd';
import { createMeetingDirectory } from './meetings-directory';
import { buildPortal } from './pages/portal-server';
import { anchorDemoMeetings } from './seed/demo-meetings';
import { isEmpty, seed } from './seed/index';
import { attachSignalling } from './webrtc/index';

/** A running server and how to reach and stop it. */
export interface RunningServer {
  app: FastifyInstance;
  context: Context;
  url: string;
  /** The demo portal's address on its own port, when MEET_PORTAL_PORT asks for one. */
  portalUrl?: string;
  /** The demo directory's address and kind when it runs, else why it does not. */
  directory: { url: string; kind: DirectoryKind } | { missing: string };
  close(): Promise<void>;
}

/** Starts the reference server on the configured host and port (port 0: any free port). */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const directory = await startDirectory(config);
  const db = openDatabase(join(config.dataDir, 'meet.sqlite'));
  anchorAuditHead(db, join(config.dataDir, AUDIT_HEAD_FILE));
  if (isEmpty(db)) {
    const { seedUsers: extraUsers, seedMeetings: extraMeetings } = config;
    // A new database's pages have nothing to journal: through the rollback journal the seed writes them once, into
    // the database file. Through the WAL it wrote each twice, to the log and then into the file at its checkpoint
    // (1.4 GB each at a million users and meetings), and left a log as large as the database.
    db.pragma('journal_mode = DELETE');
    seed(db, { extraUsers, extraMeetings, directoryUrl: 'url' in directory ? directory.url : undefined });
    db.pragma('journal_mode = WAL');
  }
  // The demo meetings for guests stay started, tomorrow and ended, however old the data is.
  anchorDemoMeetings(db, Date.now());
  const context = createContext(db, config);
  const app = await buildApp(context);
  // The signalling websocket shares the HTTP server: it takes the upgrades of /meet/webrtcsignaling.
  const signalling = attachSignalling(app.server, createMeetingDirectory(db));
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  context.publicUrl = url;
  const portal = config.portalPort === undefined ? undefined : await buildPortal(config.staticRoot, url);
  await portal?.listen({ host: config.host, port: config.portalPort });
  const portalPort = (portal?.server.address() as AddressInfo | null)?.port;
  return {
    app,
    context,
    url,
    portalUrl: portalPort === undefined ? undefined : `http://${config.host}:${portalPort}`,
    directory: 'url' in directory ? { url: directory.url, kind: directory.kind } : directory,
    async close() {
      await portal?.close();
      await signalling.close();
      await app.close();
      db.close();
      if ('stop' in directory) await directory.stop();
    },
  };
}

/** The demo directory on its port; a server whose directory cannot start still starts, and says why. */
async function startDirectory(
  config: ServerConfig,
): Promise<(DirectoryServer & { kind: DirectoryKind }) | { missing: string }> {
  const port = config.directoryPort;
  if (port === undefined) return { missing: 'MEET_DIRECTORY_PORT=off' };
  const kind = directoryKindOf(config.directoryServer, hasSlapd());
  return DIRECTORIES[kind](port).then(
    (directory) => ({ ...directory, kind }),
    (error: Error) => ({ missing: `the ${kind} directory did not start: ${error.message}` }),
  );
}
