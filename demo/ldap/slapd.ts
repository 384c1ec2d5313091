// OpenLDAP's slapd as the demo directory (`npm start` where it is installed) and the tests': its own configuration
// and database in a temporary folder, seeded from the demo directory's LDIF, on a loopback port (a system slapd
// is never touched). Where it is not installed, `npm start` runs the embedded directory (embedded.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'ldapts';

/** The demo directory's LDIF. */
export const DEMO_LDIF = join(import.meta.dirname, 'directory.ldif');
/** The directory's suffix and the reader the settings name. */
export const SUFFIX = 'dc=example,dc=com';
export const READER = { dn: `cn=meet-reader,ou=services,${SUFFIX}`, password: 'Reader#2026' };

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';

/** The port of the demo directory of `npm start` (MEET_DIRECTORY_PORT), which the seeded settings name. */
export const DEMO_DIRECTORY_PORT = 3389;

/** True when slapd is installed (`.ci/run` installs it; a developer may not have it). */
export const hasSlapd = () => existsSync(SLAPD) && existsSync(SLAPADD);

/** A port nobody listens on: `port` itself (refused when taken), or any free one for 0. */
function freePort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(port, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const configuration = (dir: string) => `
include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
modulepath /usr/lib/ldap
moduleload back_mdb
pidfile ${dir}/slapd.pid
database mdb
maxsize 10485760
suffix "${SUFFIX}"
rootdn "cn=admin,${SUFFIX}"
directory ${dir}/data
access to attrs=userPassword by anonymous auth by self read by * none
access to * by users read by * none
`;

/** A running directory (slapd or the embedded one): its URL and how to stop it (and forget its database). */
export interface DirectoryServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts slapd over a fresh copy of the demo directory, on `port` (0 or none: any free port). */
export async function startSlapd(port = 0): Promise<DirectoryServer> {
  // A taken port is refused before slapd starts: the readiness check would otherwise reach its holder.
  const url = `ldap://127.0.0.1:${await freePort(port)}`;
  const dir = mkdtempSync(join(tmpdir(), 'meet-slapd-'));
  mkdirSync(join(dir, 'data'));
  const conf = join(dir, 'slapd.conf');
  writeFileSync(conf, configuration(dir));
  execFileSync(SLAPADD, ['-f', conf, '-l', DEMO_LDIF], { stdio: 'pipe' });
  const child: ChildProcess = spawn(SLAPD, ['-f', conf, '-h', `${url}/`, '-d', '0'], { stdio: 'ignore' });
  // However this process ends (a signal's handler exiting, an uncaught error), slapd does not outlive it.
  const orphaned = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', orphaned);
  // Ready once the reader can bind.
  for (let attempt = 0; ; attempt++) {
    const client = new Client({ url, connectTimeout: 500 });
    try {
      await client.bind(READER.dn, READER.password);
      await client.unbind();
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) {
        process.off('exit', orphaned);
        orphaned();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      process.off('exit', orphaned);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
