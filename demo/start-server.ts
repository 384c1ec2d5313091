// Opens the database (seeding it when empty), builds the app and listens: used by `npm start` and the tests.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { type Context, createContext } from './context';
import { openDatabase } from './db/database';
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
  close(): Promise<void>;
}

/** Starts the reference server on the configured host and port (port 0: any free port). */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const db = openDatabase(join(config.dataDir, 'meet.sqlite'));
  if (isEmpty(db)) seed(db, { extraUsers: config.seedUsers, extraMeetings: config.seedMeetings });
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
    async close() {
      await portal?.close();
      await signalling.close();
      await app.close();
      db.close();
    },
  };
}
