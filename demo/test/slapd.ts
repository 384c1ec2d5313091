// OpenLDAP's slapd for the tests: its own configuration and database in a temporary folder, seeded from the
// demo directory's LDIF, listening on a free loopback port (a system slapd, if any, is never touched).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'ldapts';

/** The demo directory's LDIF, the same file `npm run demo-directory` serves. */
export const DEMO_LDIF = join(import.meta.dirname, '..', 'ldap', 'directory.ldif');
/** The directory's suffix and the reader the settings name. */
export const SUFFIX = 'dc=example,dc=com';
export const READER = { dn: `cn=meet-reader,ou=services,${SUFFIX}`, password: 'Reader#2026' };

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';

/** True when slapd is installed (`.ci/run` installs it; a developer may not have it). */
export const hasSlapd = () => existsSync(SLAPD) && existsSync(SLAPADD);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
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

/** A running slapd: its URL and how to stop it (and forget its database). */
export interface Slapd {
  url: string;
  stop(): Promise<void>;
}

/** Starts slapd over a fresh copy of the demo directory. */
export async function startSlapd(): Promise<Slapd> {
  const dir = mkdtempSync(join(tmpdir(), 'meet-slapd-'));
  mkdirSync(join(dir, 'data'));
  const conf = join(dir, 'slapd.conf');
  writeFileSync(conf, configuration(dir));
  execFileSync(SLAPADD, ['-f', conf, '-l', DEMO_LDIF], { stdio: 'pipe' });
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(SLAPD, ['-f', conf, '-h', `${url}/`, '-d', '0'], { stdio: 'ignore' });
  // Ready once the reader can bind.
  for (let attempt = 0; ; attempt++) {
    const client = new Client({ url, connectTimeout: 500 });
    try {
      await client.bind(READER.dn, READER.password);
      await client.unbind();
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
