import { expect } from '@open-wc/testing';
import { firstColumn, toCsv } from './csv';

describe('CSV download text', () => {
  it('uses the semicolon separator by default and another on request', () => {
    expect(toCsv([{ a: 1, b: 2 }])).to.equal('"a";"b"\r\n1;2\r\n');
    expect(toCsv([{ a: 1, b: 2 }], { separator: ',' })).to.equal('"a","b"\r\n1,2\r\n');
  });

  it('quotes text values and doubles their quotes; numbers and booleans are not quoted', () => {
    expect(toCsv([{ name: 'Say "hi"; bye', seats: 12.5, active: false }])).to.equal(
      '"name";"seats";"active"\r\n"Say ""hi""; bye";12.5;false\r\n',
    );
  });

  it('takes the header row from the keys of the first item', () => {
    const csv = toCsv([{ id: 1, subject: 'A' }, { subject: 'B', id: 2, extra: 'ignored' }, { id: 3 }]);
    expect(csv).to.equal('"id";"subject"\r\n1;"A"\r\n2;"B"\r\n3;\r\n');
  });

  it('writes null and undefined as empty cells', () => {
    expect(toCsv([{ a: null, b: undefined, c: '' }])).to.equal('"a";"b";"c"\r\n;;""\r\n');
  });

  it('reads nested objects through the field-name mapping', () => {
    const meetings = [
      { id: 7, organization: { name: 'Acme', id: 3 }, creator: { email: 'a@acme.test' } },
      { id: 8, organization: null, creator: { email: 'b@acme.test' } },
    ];
    const csv = toCsv(meetings, {
      fields: { 'organization.name': 'organization', 'creator.email': 'creator', 'creator.email.x': 'deep' },
    });
    expect(csv).to.equal(
      '"id";"organization";"creator";"deep"\r\n7;"Acme";"a@acme.test";\r\n8;;"b@acme.test";\r\n',
    );
  });

  it('writes an unmapped nested object as JSON text and a date as ISO text', () => {
    const csv = toCsv([{ tags: ['x', 'y'], at: new Date(Date.UTC(2024, 4, 31, 12)) }]);
    expect(csv).to.equal('"tags";"at"\r\n"[""x"",""y""]";"2024-05-31T12:00:00.000Z"\r\n');
  });

  it('guards against formula injection: text starting with = + - @ tab or CR gets an apostrophe', () => {
    const attacks = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'];
    const csv = toCsv(attacks.map((value) => ({ value })));
    expect(csv.split('\r\n').slice(1, -1)).to.deep.equal([
      `"'=1+1"`,
      `"'+SUM(A1)"`,
      `"'-2+3"`,
      `"'@cmd"`,
      `"'\tx"`,
      `"'\rx"`,
    ]);
    expect(toCsv([{ '=HYPERLINK()': -5 }])).to.equal(`"'=HYPERLINK()"\r\n-5\r\n`);
  });

  it('keeps a key with a dot as a plain key when it is not mapped', () => {
    expect(toCsv([{ 'a.b': 'x' }])).to.equal('"a.b"\r\n"x"\r\n');
  });

  it('gives no text for no items', () => {
    expect(toCsv([])).to.equal('');
  });
});

describe('CSV first column', () => {
  it('reads back what toCsv wrote: quotes, separators and guarded formula starts, the header and empty cells left out', () => {
    const emails = [
      'a@example.com',
      '"quoted"@example.com',
      'semi;colon@example.com',
      '=cmd@example.com',
      '',
    ];
    const csv = `\uFEFF${toCsv(emails.map((email) => ({ email, value: 'x' })))}`;
    expect(firstColumn(csv)).to.deep.equal(emails.slice(0, 4));
    expect(firstColumn('email;value\nplain@example.com;1\n')).to.deep.equal(['plain@example.com']);
  });
});
