import { expect } from '@open-wc/testing';
import { AUDITED_OPERATIONS } from '../../../core/admin/audit';
import { OPERATIONS } from '../../../core/api/operations';
import { LANGUAGES } from '../../../core/i18n';
import { operationKey } from './audit-words';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('../../../core/i18n/locales/*/audit.json', { eager: true });
/** The operation names of the audit texts, by language. */
const names = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [
    /locales\/([^/]+)\//.exec(path)?.[1] ?? '',
    (module.default.operation ?? {}) as Record<string, string>,
  ]),
);

describe('audit operation names', () => {
  it('the trail records every change, and the reads that take data out or check the trail, never browsing', () => {
    const recorded = Object.entries(OPERATIONS)
      .filter(([, operation]) => operation.method !== 'get' || 'audited' in operation)
      .map(([id]) => id);
    expect([...AUDITED_OPERATIONS]).to.deep.equal(recorded);
    expect(recorded).to.include.members(['login', 'logout', 'updateUser', 'updateGeneralSettings']);
    const exports = Object.entries(OPERATIONS).filter(([, operation]) => 'text' in operation);
    expect(exports.length).to.be.greaterThan(8);
    expect(recorded).to.include.members(exports.map(([id]) => id));
    expect(recorded).to.include.members(['getFileContent', 'getAttachmentContent', 'verifyAuditTrail']);
    expect(recorded).to.not.include.members(['listAuditEntries']);
    expect(recorded).to.not.include('listUsers');
  });

  it('every operation the trail records has a name in all six languages, and no other name is kept', () => {
    expect(Object.keys(names).sort()).to.deep.equal([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const named = names[language] ?? {};
      for (const id of AUDITED_OPERATIONS) {
        expect(named[id], `${language} ${id}`).to.be.a('string');
        expect(named[id]?.trim(), `${language} ${id}`).to.not.equal('');
        expect(named[id], `${language} ${id}`).to.not.equal(id);
      }
      expect(Object.keys(named).sort()).to.deep.equal([...AUDITED_OPERATIONS].sort());
    }
  });

  it('an operation is shown by its name; an operation no longer in the contract as it was recorded', () => {
    expect(operationKey('updateUser')).to.equal('operation.updateUser');
    expect(operationKey('exportAuditEntries')).to.equal('operation.exportAuditEntries');
    expect(operationKey('listUsers')).to.equal(undefined);
    expect(operationKey('renamedLongAgo')).to.equal(undefined);
  });
});
