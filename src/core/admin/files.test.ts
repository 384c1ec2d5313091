import { expect } from '@open-wc/testing';
import { formatSize } from '../format';
import { type StorageSummary, usedPercent } from './files';

describe('file administration', () => {
  it('a size is written in the largest unit that keeps it at 1 or more', () => {
    expect(formatSize(512, 'en')).to.equal('512 bytes');
    expect(formatSize(1, 'en')).to.equal('1 byte');
    // French puts a no-break space between a number and its unit.
    expect(formatSize(129, 'fr').replace(/\s/g, ' ')).to.equal('129 octets');
    expect(formatSize(1536, 'en')).to.equal('1.5 kB');
    expect(formatSize(41 * 1024 ** 3, 'en')).to.equal('41 GB');
    expect(formatSize(2 * 1024 ** 4, 'en')).to.equal('2 TB');
  });

  it('the gauge shows the used share of the storage, 0 without a capacity', () => {
    const summary = { usedBytes: 25, totalBytes: 100 } as StorageSummary;
    expect(usedPercent(summary)).to.equal(25);
    expect(usedPercent({ ...summary, totalBytes: 0 })).to.equal(0);
  });
});
