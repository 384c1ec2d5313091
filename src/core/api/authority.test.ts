import { expect } from '@open-wc/testing';
import roles from '../../../dist-spec/roles.md?raw';
import { authorityOf, grantableRoles, mayActOn, mayGrant, ROLES } from './authority';
import { GRANTABLE_ROLES } from './operations';

describe('authority over targets', () => {
  it('a user manager acts on user managers and accounts without roles, never on administrators', () => {
    expect(mayActOn(['userManager'], [])).to.equal(true);
    expect(mayActOn(['userManager'], ['userManager'])).to.equal(true);
    expect(mayActOn(['userManager'], ['administrator'])).to.equal(false);
    expect(mayActOn(['userManager'], ['systemAdmin', 'administrator'])).to.equal(false);
  });

  it('an administrator grants up to administrator; only a system administrator grants systemAdmin', () => {
    expect(mayGrant(['administrator'], ['userManager', 'administrator'])).to.equal(true);
    expect(mayGrant(['administrator'], ['systemAdmin'])).to.equal(false);
    expect(mayGrant(['systemAdmin'], ['systemAdmin'])).to.equal(true);
    expect(mayGrant(['userManager'], ['administrator'])).to.equal(false);
  });

  it('an account holding one role beyond the caller is beyond it; roles unknown to the contract grant nothing', () => {
    expect(mayActOn(['administrator'], ['userManager', 'systemAdmin'])).to.equal(false);
    expect([...authorityOf(['constructor', '__proto__', 'all'])]).to.deep.equal([]);
    expect(mayActOn([], [])).to.equal(true);
  });

  it('a role picker offers only the roles the caller grants, in the order of the contract', () => {
    expect(ROLES).to.deep.equal(['userManager', 'administrator', 'systemAdmin']);
    expect(grantableRoles(['userManager'])).to.deep.equal(['userManager']);
    expect(grantableRoles(['administrator'])).to.deep.equal(['userManager', 'administrator']);
    expect(grantableRoles(['administrator', 'systemAdmin'])).to.deep.equal(ROLES);
    expect(grantableRoles([])).to.deep.equal([]);
  });

  it('roles.md says in its table what the contract grants', () => {
    for (const [role, granted] of Object.entries(GRANTABLE_ROLES)) {
      const row = roles.split('\n').find((line) => line.startsWith(`| ${role} `)) ?? '';
      expect(row.split('|')[2]?.trim(), role).to.equal(granted.join(', '));
    }
  });
});
