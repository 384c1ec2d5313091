import { expect } from '@open-wc/testing';
import { managesAllOrganizations, ownOrganizations } from './organizations';

describe('organizations', () => {
  it('administrators and system administrators manage every organization; an organization manager does not', () => {
    expect(managesAllOrganizations({ roles: ['administrator'] })).to.equal(true);
    expect(managesAllOrganizations({ roles: ['systemAdmin'] })).to.equal(true);
    expect(
      managesAllOrganizations({ roles: ['userManager'], customersManager: [{ uid: 'a', name: 'A' }] }),
    ).to.equal(false);
    expect(managesAllOrganizations(null)).to.equal(false);
  });

  it("an organization manager's own organizations are its customersManager, by name", () => {
    const me = {
      roles: [],
      customersManager: [
        { uid: '2', name: 'Umbrella' },
        { uid: '1', name: 'Acme Health' },
      ],
    };
    expect(ownOrganizations(me).map((organization) => organization.name)).to.deep.equal([
      'Acme Health',
      'Umbrella',
    ]);
    expect(ownOrganizations({ roles: [] })).to.deep.equal([]);
  });
});
