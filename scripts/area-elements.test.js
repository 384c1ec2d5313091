// A row of the table of areas is all an area's element and its line of roles.md need.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { areaElements, elementModule, rolesPage, routeDocs } from './area-elements.js';

const ZONES = {
  id: 'server-zones',
  routes: { serverZones: 'zones', serverZone: 'zones/:id', zoneServer: 'zones/:id/servers/:uid' },
  operation: 'listServerZones',
};

test("a new row's element wraps the area's screen under meet-<id>-admin, typed in HTMLElementTagNameMap", () => {
  const module = elementModule(ZONES, ['The zones.', 'Each with its servers.']);
  assert.match(
    module,
    /^import \{ ServerZonesAdmin \} from '\.\.\/screens\/admin\/server-zones\/server-zones-admin';$/m,
  );
  assert.match(
    module,
    /^export const MeetServerZonesAdmin = defineElement\('meet-server-zones-admin', ServerZonesAdmin, ADMIN_AREA_ELEMENT\);$/m,
  );
  assert.match(module, /'meet-server-zones-admin': MeetServerZonesAdminElement;/);
  assert.match(module, /^ \* @summary The zones\. Each with its servers\.$/m);
});

test("the route and params attributes are documented from the row's routes", () => {
  assert.deepEqual(routeDocs(ZONES), [
    '@attr route - `serverZones` (default), `serverZone` (with `params`) or `zoneServer` (with `params`)',
    '@attr params - JSON `{"id": "…"}` with route `serverZone`; JSON `{"id": "…", "uid": "…"}` with route `zoneServer`',
  ]);
  assert.deepEqual(routeDocs({ id: 'files', routes: { file: 'file' } }), [
    '@attr route - `file` (the only route)',
    "@attr params - JSON route parameters (accepted like every area's; this area's routes take none)",
  ]);
});

test('every area whose screen is written has its element file, and roles.md is one of the written files', () => {
  const { files, leftOver } = areaElements();
  assert.ok(files.has('src/elements/meet-users-admin.ts'));
  assert.ok(files.has('dist-spec/roles.md'));
  assert.deepEqual(leftOver, []);
});

test("roles.md's table gets a row per area, with the roles of its operation, and keeps the page's prose", () => {
  const page = readFileSync('dist-spec/roles.md', 'utf8');
  const stale = page.replace(
    /^\| users +\|.*$/m,
    '| users | `users` | `<meet-users-admin>` | `listUsers` | — | — | — |',
  );
  const written = rolesPage(stale);
  assert.equal(written, page);
  assert.match(
    written,
    /^\| users +\| `users`, `users\/:id` +\| `<meet-users-admin>` +\| `listUsers` +\| yes +\| yes +\| yes +\|$/m,
  );
  assert.match(written, /^## Authority over targets$/m);
});
