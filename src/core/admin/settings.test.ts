import { expect } from '@open-wc/testing';
import { fieldsOfMessage, valuesToSend } from './settings';
import { SETTINGS_GROUPS, settingsGroup, valueAt, withValueAt } from './settings-fields';

describe('settings groups', () => {
  it('the 16 groups of spec section 3, each with fields', () => {
    expect(SETTINGS_GROUPS).to.have.length(16);
    for (const group of SETTINGS_GROUPS) expect(group.fields.length, group.id).to.be.above(0);
    expect(settingsGroup('nope').id).to.equal('general');
    expect(settingsGroup('email').id).to.equal('email');
  });

  it('a dotted path reads and replaces a nested value without touching its neighbours', () => {
    const group = { ldap: { enabled: false, serverUrl: 'ldaps://a' }, sso: { enabled: true } };
    const changed = withValueAt(group, 'ldap.enabled', true);
    expect(valueAt(changed, 'ldap.enabled')).to.equal(true);
    expect(valueAt(changed, 'ldap.serverUrl')).to.equal('ldaps://a');
    expect(changed.sso).to.equal(group.sso);
    expect(group.ldap.enabled).to.equal(false);
  });

  it('1022 and 1023 name their fields in the message: only fields of the group are kept', () => {
    expect(
      fieldsOfMessage('Mandatory field(s) are empty: ldap.serverUrl, sso.clientId', 'authentication'),
    ).to.deep.equal(['ldap.serverUrl', 'sso.clientId']);
    expect(fieldsOfMessage('Bad setting value(s): helpUrl', 'general')).to.deep.equal(['helpUrl']);
    expect(fieldsOfMessage('Bad setting value(s): nothing', 'general')).to.deep.equal([]);
  });

  it('secrets are sent only when typed, and lists without blank lines', () => {
    const sent = valuesToSend('email', {
      enabled: true,
      password: '',
      passwordSet: true,
      blockedDomains: ['a.com', ' ', ' b.com '],
    });
    expect(sent).to.not.have.property('password');
    expect(sent.passwordSet).to.equal(true);
    expect(sent.blockedDomains).to.deep.equal(['a.com', 'b.com']);
    const typed = valuesToSend('authentication', { ldap: { password: 'new' }, sso: {}, saml: {} });
    expect(valueAt(typed, 'ldap.password')).to.equal('new');
  });
});
