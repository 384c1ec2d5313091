import { expect } from '@open-wc/testing';
import { LANGUAGES } from '../i18n';
import { loginErrorKeys } from './join-state';
import { mediaErrorKey } from './media-errors';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('../i18n/locales/*/meeting.json', { eager: true });

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const KEYS = [
  'webrtc.error.fullNameRequired',
  'webrtc.error.connection',
  ...['INVALID_USER_FULL_NAME', 1001, 1007, 1008, 1009, 1010, 1000].flatMap((code) => {
    const { error, errorDetail } = loginErrorKeys(code);
    return errorDetail ? [error, errorDetail] : [error];
  }),
  ...['NotAllowedError', 'NotFoundError', 'NotReadableError', 'OverconstrainedError', 'TypeError'].flatMap(
    (name) => [
      mediaErrorKey('camera', { name }),
      mediaErrorKey('microphone', { name }),
      mediaErrorKey('screen', { name }),
    ],
  ),
  ...[
    'waiting',
    'approved',
    'rejected',
    'reconnecting',
    'connectionLost',
    'ended',
    'rejoin',
    'otherMeeting',
    'stayOpen',
    'cancel',
  ].map((k) => `webrtc.${k}`),
];

describe('browser meeting client messages', () => {
  it('spec 8 names meeting.webrtc.error.userfullname and meeting.webrtc.error.login', () => {
    expect(loginErrorKeys('INVALID_USER_FULL_NAME').error).to.equal('webrtc.error.userfullname');
    expect(loginErrorKeys(1009).error).to.equal('webrtc.error.login');
  });

  it('every message key the client core shows exists in all six languages', () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const tree = files[`../i18n/locales/${language}/meeting.json`]?.default ?? {};
      for (const key of KEYS) if (typeof lookup(tree, key) !== 'string') missing.push(`${language}:${key}`);
    }
    expect(missing).to.deep.equal([]);
  });
});
