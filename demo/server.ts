// `npm start` runs this: the reference server at http://127.0.0.1:8080/meet/ with the demo accounts.
import { configFromEnv } from './config';
import { ADMINISTRATOR_ACCOUNT, DEMO_ACCOUNTS, DEMO_MEETINGS } from './seed/index';
import { startServer } from './start-server';

const server = await startServer(configFromEnv());
console.log(`Meet is served at ${server.url}/meet/`);
console.log('Demo accounts:');
for (const account of [...DEMO_ACCOUNTS, ADMINISTRATOR_ACCOUNT]) {
  console.log(
    `  ${account.email.padEnd(26)} ${account.password.padEnd(23)} ${account.roles || 'ordinary user'}`,
  );
}
console.log(`Demo meetings for guests (PIN 1234): ${Object.values(DEMO_MEETINGS).join(', ')}`);
if (server.portalUrl) console.log(`Demo portal on another origin: ${server.portalUrl}/portal.html`);
console.log(`E-mail sent by the server: ${server.url}/meet/demo/outbox`);
console.log(
  'url' in server.directory
    ? `The demo directory (${server.directory.kind === 'slapd' ? "OpenLDAP's slapd" : 'embedded'} over demo/ldap/directory.ldif) answers at ${server.directory.url}.`
    : `No demo directory: ${server.directory.missing}; LDAP sign-in, groups and contact sync answer that the directory does not.`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
