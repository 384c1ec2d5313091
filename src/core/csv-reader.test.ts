import { expect } from '@open-wc/testing';
import { readCsv, validateEmail } from './csv-reader';

describe('CSV import reading', () => {
  it('detects the semicolon or the comma separator from the header row', () => {
    expect(readCsv('email;name\na@b.io;Ann\n').separator).to.equal(';');
    const comma = readCsv('email,name\na@b.io,"Lee, Ann"\n');
    expect(comma.separator).to.equal(',');
    expect(comma.rows).to.deep.equal([{ line: 2, values: { email: 'a@b.io', name: 'Lee, Ann' } }]);
    expect(readCsv('"a;b",c\n1,2\n').separator).to.equal(',');
  });

  it('uses the header row for names and trims headers and cells', () => {
    const result = readCsv(' email ; first name \n  a@b.io  ;  Zoé \n');
    expect(result.headers).to.deep.equal(['email', 'first name']);
    expect(result.rows[0]?.values).to.deep.equal({ email: 'a@b.io', 'first name': 'Zoé' });
  });

  it('skips blank lines and keeps the real line number of every row', () => {
    const result = readCsv('\uFEFFemail;note\r\n\r\na@b.io;"two\r\nlines"\r\n ; \r\nc@d.io;x\r\n');
    expect(result.rows).to.deep.equal([
      { line: 3, values: { email: 'a@b.io', note: 'two\nlines' } },
      { line: 6, values: { email: 'c@d.io', note: 'x' } },
    ]);
    expect(result.errors).to.deep.equal([]);
  });

  it('reports each bad line with its line number and the reason', () => {
    const text = 'email;name\nok@b.io;Ok\nonly-one\nx@b.io;X;extra\nbad@;Bad\n"open;quote\nlast@b.io;L\n';
    const result = readCsv(text, {
      validate: (row) => (validateEmail(row.email ?? '') ? undefined : 'email-invalid'),
    });
    expect(result.rows.map((row) => row.line)).to.deep.equal([2]);
    expect(result.errors).to.deep.equal([
      { line: 3, reason: 'too-few-fields' },
      { line: 4, reason: 'too-many-fields' },
      { line: 5, reason: 'email-invalid' },
      { line: 6, reason: 'missing-quotes' },
    ]);
  });

  it('accepts empty trailing cells that spreadsheets add', () => {
    expect(readCsv('email;name\na@b.io;Ann;;\n').rows).to.deep.equal([
      { line: 2, values: { email: 'a@b.io', name: 'Ann' } },
    ]);
  });

  it('reports a required value left empty with its field', () => {
    const result = readCsv('email;name\n;Ann\n', { required: ['email'] });
    expect(result.errors).to.deep.equal([{ line: 2, reason: 'missing-value', field: 'email' }]);
  });

  it('reports a required column missing from the header on line 1 and reads no row', () => {
    const result = readCsv('mail;name\na@b.io;Ann\n', { required: ['email', 'name'] });
    expect(result.errors).to.deep.equal([{ line: 1, reason: 'missing-column', field: 'email' }]);
    expect(result.rows).to.deep.equal([]);
  });

  it('reads nothing from an empty file', () => {
    expect(readCsv('')).to.deep.equal({ separator: ';', headers: [], rows: [], errors: [] });
  });
});

describe('validateEmail', () => {
  it('accepts valid addresses', () => {
    for (const email of ['a@b.io', 'first.last+tag@sub.example.com', "o'neil@x.fr", 'a@localhost']) {
      expect(validateEmail(email), email).to.equal(true);
    }
  });

  it('rejects invalid addresses (Email is invalid.)', () => {
    for (const email of [
      '',
      'plain',
      'a@',
      '@b.io',
      'a b@c.io',
      'a@b..io',
      'a@-b.io',
      'a@b.io ',
      'a@@b.io',
    ]) {
      expect(validateEmail(email), email).to.equal(false);
    }
  });
});
