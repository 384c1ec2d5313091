import { expect } from '@open-wc/testing';
import { OPERATIONS } from '../api/operations';
import { mayCall } from './authority';

const person = (roles: string[], managed: string[] = []) => ({
  roles,
  customersManager: managed.map((uid) => ({ uid, name: uid })),
});

describe('who may call an operation', () => {
  it('an administrator without systemAdmin may list servers but not switch one nor add a zone', () => {
    const administrator = person(['administrator']);
    expect(mayCall('listMeetingServers', administrator)).to.equal(true);
    expect(mayCall('updateMeetingServer', administrator)).to.equal(false);
    expect(mayCall('createServerZone', administrator)).to.equal(false);
    expect(mayCall('createMaintenancePeriod', administrator)).to.equal(false);
    expect(mayCall('createMaintenancePeriod', person(['systemAdmin']))).to.equal(true);
  });

  it('an operation without x-roles is open to every signed-in user, and to nobody signed out', () => {
    expect(mayCall('getMe', person([]))).to.equal(true);
    expect(mayCall('getMe', null)).to.equal(false);
  });

  it('an organization manager may call what x-organization-managers opens, on its own organization only', () => {
    const manager = person([], ['org-1']);
    expect(mayCall('getOrganization', manager, 'org-1')).to.equal(true);
    expect(mayCall('getOrganization', manager, 'org-2')).to.equal(false);
    expect(mayCall('getOrganization', manager)).to.equal(false);
    expect(mayCall('addOrganizationManager', manager, 'org-1')).to.equal(false);
  });

  it('answers as the generated table says for every role of every operation', () => {
    for (const [id, row] of Object.entries(OPERATIONS) as [keyof typeof OPERATIONS, { roles?: string[] }][]) {
      for (const role of ['userManager', 'administrator', 'systemAdmin'])
        expect(mayCall(id, person([role])), `${id} as ${role}`).to.equal(row.roles?.includes(role) ?? true);
    }
  });
});
