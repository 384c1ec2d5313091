import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { sha1 } from 'js-sha1';
import { syncScrypt } from 'scrypt-js';
import { hashPassword, saltOf } from './password';

const utf8 = new TextEncoder();
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The rule of spec section 5 written again with other libraries (scrypt-js, js-sha1) and literal numbers. */
function reference(password: string, login: string): string {
  const digest = sha1(utf8.encode(password));
  const salt = utf8.encode(Array.from(login.toLowerCase()).slice(0, 20).join(''));
  return `scryptsha1$${hex(syncScrypt(utf8.encode(digest), salt, 16384, 8, 1, 32))}`;
}

// Computed independently with Python 3's hashlib:
//   d = hashlib.sha1(pw.encode('utf-8')).hexdigest().encode('utf-8')
//   salt = ''.join(list(login.lower())[:20]).encode('utf-8')   # list() splits by code point
//   'scryptsha1$' + hashlib.scrypt(d, salt=salt, n=16384, r=8, p=1, dklen=32).hex()
const PYTHON_VECTORS: [password: string, login: string, hash: string][] = [
  ['', 'bob', 'scryptsha1$e05ac8b15c8e2ccdf3d965c76cbf0cf7770051555942fb26c6b94f5e6d447197'],
  [
    'correct horse battery staple',
    'a.very.long.login.name@example.org',
    'scryptsha1$6d065de439492a54bd00414156392d7469cbb06d1e53815dd52cb727fa867681',
  ],
  [
    'Pa55w0rd',
    'ALICE@EXAMPLE.COM',
    'scryptsha1$59faf3dc9ce2a426cbe079d816db0453930ba55cefbbc02d6a6c87c3f198d0a5',
  ],
  [
    'mot de passe é',
    'Élodie.Dupré@exemple.fr',
    'scryptsha1$ce300ac8d6c2b7be42fa032eec67bbc6324708f9c5c3a548f448d90dc9e8163a',
  ],
  [
    '🔑key',
    `${'😀'.repeat(24)}x`,
    'scryptsha1$8b8c57e38dbf1fd8d4d0a460cbabc8642dab8432001f8e45805fd6c8a5386066',
  ],
  [
    'ĞüçlüŞifre1',
    'Ärger-Größe@Straße.de-long-tail',
    'scryptsha1$9b6fedcedc8e68be146524831a60df5a027dc4a81e5e1932517af47c14ef4b18',
  ],
  [
    'pw',
    '😀ab😀cdefghijklmnopqrstuvwxyz',
    'scryptsha1$20994bd8bec0e5a05b0c9b4f6988a75da18c68c70f54dcbe30dd02bd5a09f93a',
  ],
];

describe('password hashing (spec section 5: passwords are never sent in clear)', () => {
  it('Secret123! with login Alice@Example.com gives the documented scryptsha1 string', async () => {
    expect(await hashPassword('Secret123!', 'Alice@Example.com')).to.equal(
      'scryptsha1$694256c0cbb34e9cdf9da258f6c83ec82bc978a3b080238a883973520badfab7',
    );
  });

  it('is sent as scryptsha1$ followed by 64 lower-case hex characters', async () => {
    expect(await hashPassword('Secret123!', 'Alice@Example.com')).to.match(/^scryptsha1\$[0-9a-f]{64}$/);
  });

  for (const [password, login, hash] of PYTHON_VECTORS) {
    it(`matches Python's hashlib for password ${JSON.stringify(password)} and login ${login}`, async () => {
      expect(await hashPassword(password, login)).to.equal(hash);
    });
  }

  it('is SHA-1 of the password then scrypt 16384/8/1/32, as scrypt-js and js-sha1 compute it', async () => {
    for (const [password, login] of [
      ['Secret123!', 'Alice@Example.com'],
      ['Ünïcödé 密码 🔐', 'José.Ñúñez@Example.ES'],
    ] as const) {
      expect(await hashPassword(password, login)).to.equal(reference(password, login));
    }
  });

  it('salt is the first 20 characters of the login, lower-cased', () => {
    const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    expect(decode(saltOf('A.Very.Long.Login.Name@Example.org'))).to.equal('a.very.long.login.na');
    expect(decode(saltOf('ALICE@EXAMPLE.COM'))).to.equal('alice@example.com');
    expect(decode(saltOf('Élodie.Dupré@Exemple.FR-long'))).to.equal('élodie.dupré@exemple');
  });

  it('counts the 20 salt characters in code points, so an emoji is one character', () => {
    const salt = new TextDecoder().decode(saltOf(`${'😀'.repeat(24)}x`));
    expect(Array.from(salt)).to.have.length(20);
    expect(salt).to.equal('😀'.repeat(20));
    expect(new TextDecoder().decode(saltOf('😀ab😀cdefghijklmnopqrstuvwxyz'))).to.equal(
      '😀ab😀cdefghijklmnopqr',
    );
  });

  it('gives the same hash for logins that differ only in case or after the 20th character', async () => {
    const hash = await hashPassword('pw', 'First.Last@Example.com');
    expect(await hashPassword('pw', 'FIRST.LAST@EXAMPLE.CH')).to.equal(hash);
    expect(await hashPassword('pw', 'first.last@example.c')).to.equal(hash);
  });

  it('agrees with scrypt-js and js-sha1 on random passwords and logins, emoji included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 24 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
        async (password, login) => {
          expect(await hashPassword(password, login)).to.equal(reference(password, login));
        },
      ),
      { numRuns: 6 },
    );
  });
});
