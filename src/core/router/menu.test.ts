import { expect } from '@open-wc/testing';
import { isSelected, menuItems, rolesOf } from './menu';

const ids = (roles: Parameters<typeof menuItems>[0]) => menuItems(roles).map((item) => item.id);
const PERSONAL = ['dashboard', 'account', 'download', 'support', 'helpCenter'];

describe('header menu rule', () => {
  it('an ordinary user sees dashboard, account, downloads, support and the help center', () => {
    expect(ids([])).to.deep.equal(PERSONAL);
  });

  it('a user manager also sees users and tags', () => {
    expect(ids(['userManager'])).to.deep.equal([...PERSONAL, 'users', 'tags']);
  });

  it('an administrator also sees organizations, meetings, files, statistics, resources, services, maintenance', () => {
    expect(ids(['administrator'])).to.deep.equal([
      ...PERSONAL,
      'users',
      'tags',
      'organizations',
      'meetings',
      'files',
      'statistics',
      'resources',
      'services',
      'maintenance',
    ]);
  });

  it('only a system administrator sees settings', () => {
    expect(ids(['systemAdmin'])).to.include('settings');
    expect(ids(['administrator', 'userManager'])).not.to.include('settings');
  });

  it('administration items are grouped apart and each opens its route', () => {
    const items = menuItems(['systemAdmin']);
    expect(items.filter((item) => item.group === 'administration').map((item) => item.route)).to.deep.equal([
      'users',
      'tags',
      'organizations',
      'meeting',
      'file',
      'statistic',
      'resources',
      'service',
      'maintenance',
      'setting',
      'audit',
    ]);
    expect(items.find((item) => item.id === 'helpCenter')?.route).to.equal(undefined);
  });

  it('roles are read from the signed-in user, unknown values ignored', () => {
    expect(rolesOf({ roles: ['administrator', 'root', 3] })).to.deep.equal(['administrator']);
    expect(rolesOf(null)).to.deep.equal([]);
    expect(rolesOf({ firstName: 'Ann' })).to.deep.equal([]);
  });
});

describe('selected menu item', () => {
  const item = (id: string) => {
    const found = menuItems(['systemAdmin']).find((entry) => entry.id === id);
    if (!found) throw new Error(`no menu item ${id}`);
    return found;
  };

  it('a header link is selected when its route matches, or one of its detail routes', () => {
    expect(isSelected(item('users'), 'users')).to.equal(true);
    expect(isSelected(item('users'), 'user')).to.equal(true);
    expect(isSelected(item('meetings'), 'meetingAttachmentInfo')).to.equal(true);
    expect(isSelected(item('organizations'), 'subscription')).to.equal(true);
  });

  it('no other link is selected, and the help center never is', () => {
    expect(isSelected(item('users'), 'dashboard')).to.equal(false);
    expect(isSelected(item('dashboard'), 'account')).to.equal(false);
    expect(isSelected(item('helpCenter'), 'notFound')).to.equal(false);
  });
});
