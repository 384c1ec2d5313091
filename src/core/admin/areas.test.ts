import { expect } from '@open-wc/testing';
import { parse } from 'yaml';
import contract from '../../../dist-spec/openapi.yaml?raw';
import { OPERATIONS } from '../api/operations';
import { menuItems } from '../router/menu';
import { ROUTES } from '../router/routes';
import { ADMIN_AREAS, areaElementTag, areaRoles, areaScreen, type Role } from './areas';

type Node = Record<string, Record<string, Record<string, unknown>>>;
const ROLES: Role[] = ['userManager', 'administrator', 'systemAdmin'];

let parsedPaths: Node | undefined;

/** The `x-roles` the contract gives an operation, read from the YAML itself (parsed once: it is large). */
function contractRoles(operationId: string): string[] {
  parsedPaths ??= (parse(contract) as { paths: Node }).paths;
  const paths = parsedPaths;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if ((operation as { operationId?: string }).operationId === operationId)
        return ((operation as { 'x-roles'?: string[] })['x-roles'] ?? []).slice();
    }
  }
  throw new Error(`no operation ${operationId}`);
}

describe('administration areas', () => {
  it('the menu shows an area to a role exactly when the contract lets that role call its operation', () => {
    for (const role of ROLES) {
      const shown = menuItems([role])
        .filter((item) => item.group === 'administration')
        .map((item) => item.id);
      // An area reached from another's screens (`under`) has no menu item of its own.
      const allowed = ADMIN_AREAS.filter((area) => !('under' in area))
        .filter((area) => contractRoles(area.operation).includes(role))
        .map((area) => area.id);
      expect(shown, role).to.deep.equal(allowed);
    }
  });

  it('an area reads its roles from the generated table, which matches the contract', () => {
    for (const area of ADMIN_AREAS) expect([...areaRoles(area)]).to.deep.equal(contractRoles(area.operation));
  });

  it('every operation of the contract is in the generated table with its method and path', () => {
    const paths = (parse(contract) as { paths: Node }).paths;
    const ids: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const id = (operation as { operationId?: string }).operationId;
        if (!id) continue;
        ids.push(id);
        expect(OPERATIONS[id as keyof typeof OPERATIONS], id).to.include({ method, path: path.slice(1) });
      }
    }
    expect(Object.keys(OPERATIONS).sort()).to.deep.equal(ids.sort());
  });

  it('an organization manager without roles sees organizations and nothing else of the console', () => {
    const items = menuItems([], true).filter((item) => item.group === 'administration');
    expect(items.map((item) => item.id)).to.deep.equal(['organizations']);
    expect(menuItems([], false).filter((item) => item.group === 'administration')).to.deep.equal([]);
  });

  it("the routes of an area under another keep that area's menu item selected", () => {
    const organizations = menuItems(['administrator']).find((item) => item.id === 'organizations');
    expect(organizations?.also).to.include.members(['organization', 'subscription', 'organizerRanking']);
  });

  it('every route of an area is a signed-in administration route of the route table', () => {
    for (const area of ADMIN_AREAS) {
      for (const [name, path] of Object.entries(area.routes)) {
        expect(ROUTES[name as keyof typeof ROUTES]).to.deep.include({ path, access: 'session', admin: true });
      }
    }
  });

  it('an area is named by its row alone: element meet-<id>-admin, screen ../admin/<id>/<id>-admin.tsx', () => {
    expect(areaElementTag(ADMIN_AREAS[0])).to.equal('meet-users-admin');
    expect(areaScreen(ADMIN_AREAS[0])).to.deep.equal({
      module: '../admin/users/users-admin.tsx',
      exportName: 'UsersAdmin',
    });
  });

  it('every area whose screen exists has its element, which shows that screen, and no other area element exists', async function () {
    // Each element module brings its screen's chunks: the first import of all of them takes a while.
    this.timeout(60_000);
    const screens = import.meta.glob('../../screens/admin/*/*-admin.tsx');
    const elements = import.meta.glob('../../elements/meet-*-admin.ts');
    const written = ADMIN_AREAS.filter(
      (area) => screens[`../../screens/admin/${area.id}/${area.id}-admin.tsx`],
    );
    expect(Object.keys(elements).sort()).to.deep.equal(
      written.map((area) => `../../elements/${areaElementTag(area)}.ts`).sort(),
    );
    for (const area of ADMIN_AREAS) {
      const screen = `../../screens/admin/${area.id}/${area.id}-admin.tsx`;
      if (!screens[screen]) continue;
      const element = `../../elements/${areaElementTag(area)}.ts`;
      expect(elements[element], element).to.be.a('function');
      await elements[element]?.();
      expect(customElements.get(areaElementTag(area)), areaElementTag(area)).to.be.a('function');
    }
  });
});

describe('dist-spec/roles.md', () => {
  it('its table says for every area what the table of areas and the contract say', async () => {
    const { default: page } = await import('../../../dist-spec/roles.md?raw');
    const screens = import.meta.glob('../../screens/admin/*/*-admin.tsx');
    for (const area of ADMIN_AREAS) {
      const rows = page.split('\n').map((line) => line.split('|').map((cell) => cell.trim()));
      const cells = rows.find((row) => row[0] === '' && row[1] === area.id) ?? [];
      expect(cells[1], area.id).to.equal(area.id);
      // An element exists exactly for the areas whose screen is written; the page names no other.
      const written = Boolean(screens[`../../screens/admin/${area.id}/${area.id}-admin.tsx`]);
      expect(cells[3], area.id).to.equal(
        written ? `\`<${areaElementTag(area)}>\`` : '— (screen not written)',
      );
      expect(cells[4], area.id).to.equal(`\`${area.operation}\``);
      expect(cells.slice(5, 8), area.id).to.deep.equal(
        ROLES.map((role) => (contractRoles(area.operation).includes(role) ? 'yes' : '—')),
      );
      expect(cells[2], area.id).to.equal(
        Object.values(area.routes)
          .map((path) => `\`${path}\``)
          .join(', '),
      );
    }
  });
});
