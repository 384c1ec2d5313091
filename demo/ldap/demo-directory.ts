// `npm run demo-directory`: OpenLDAP's slapd over the demo directory (demo/ldap/directory.ldif) on a loopback
// port, to try LDAP delegation with `npm start`. No LDAP server on npm is sound enough to embed in the server
// (ldapjs, the only complete one, is decommissioned and unmaintained), so the demo directory is Debian's slapd,
// the one the tests use.
import { hasSlapd, READER, SUFFIX, startSlapd } from '../test/slapd';

if (!hasSlapd()) {
  console.error('slapd is not installed: apt-get install -y slapd ldap-utils (Debian), then run this again.');
  process.exit(1);
}
const slapd = await startSlapd();
console.log(`The demo directory answers at ${slapd.url} (stop it with Ctrl+C).`);
console.log('To sign in through it, set Settings > Authentication > LDAP as follows and enable it:');
const settings: [string, string][] = [
  ['server URL', slapd.url],
  ['is Active Directory', 'off'],
  ['search login', READER.dn],
  ['password', READER.password],
  ['search base DN', `ou=people,${SUFFIX}`],
  ['required group DN', `cn=meet-users,ou=groups,${SUFFIX}`],
];
for (const [name, value] of settings) console.log(`  ${name.padEnd(20)} ${value}`);
console.log(
  'Then robin.dupont / MeetRobin#2026 signs in; casey.outsider / MeetCasey#2026 is outside the group.',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    slapd.stop().then(() => process.exit(0));
  });
}
