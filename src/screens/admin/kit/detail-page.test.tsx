import { expect } from '@open-wc/testing';
import { render } from '../../../../tests/support/render';
import { waitUntil } from '../../../../tests/support/wait';
import { ApiError } from '../../../core/api/errors';
import type { Me } from '../../../core/api/types';
import { ERROR_GENERIC, ERROR_NOT_FOUND } from '../../../core/constants';
import { loadNamespaces, setLanguage } from '../../../core/i18n';
import { $me } from '../../../core/stores/me';
import { recordStore } from '../../../core/stores/record';
import { startSession } from '../../../core/stores/session';
import { DetailPage, numericId } from './detail-page';

const ADMINISTRATOR = {
  id: 1,
  login: 'administrator@example.com',
  email: 'administrator@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  roles: ['administrator'],
  language: 'en',
  timeZoneID: 'Europe/Paris',
  source: 'INTERNAL',
  customersManager: [],
} as Me;

interface Tag {
  id: number;
  name: string;
}

/** A tag's detail page over a record store whose answers the test hands out, one per load. */
function renderTag(id: string, answers: (() => Promise<Tag>)[]) {
  const asked: number[] = [];
  const record = recordStore(
    (key: number) => {
      asked.push(key);
      return (answers.shift() ?? (() => Promise.reject(new Error('no answer'))))();
    },
    (tag) => tag.id,
  );
  const view = render(
    <DetailPage
      area="tags"
      record={record}
      id={numericId(id)}
      title={(tag) => tag.name}
      fallbackTitle="Tags"
      back={{ route: 'tags', label: 'Back to the tags' }}
    >
      {(tag) => <p className="section">{`Rules of ${tag.name}`}</p>}
    </DetailPage>,
  );
  return { ...view, asked, record };
}

const retry = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('[role="alert"] button');

describe('admin kit: detail page', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['admin', 'common', 'error']);
  });
  beforeEach(() => {
    startSession({ sessionToken: 's', refreshToken: 'r' }, ADMINISTRATOR.login);
    $me.set(ADMINISTRATOR);
  });

  it('loads the record of the address: the fallback title while loading, then its name and its sections', async () => {
    const { host, asked, unmount } = renderTag('4', [async () => ({ id: 4, name: 'Region' })]);
    try {
      await waitUntil(() => host.querySelector('h1')?.textContent === 'Region', 'the record');
      expect(host.textContent).to.contain('Rules of Region');
      expect(asked).to.deep.equal([4]);
    } finally {
      unmount();
    }
  });

  it('a failed load says why and offers "Try again", which asks again', async () => {
    const { host, asked, unmount } = renderTag('4', [
      () => Promise.reject(new ApiError('http', 500, ERROR_GENERIC)),
      async () => ({ id: 4, name: 'Region' }),
    ]);
    try {
      await waitUntil(() => retry(host), 'the failure with its retry');
      expect(host.querySelector('h1')?.textContent).to.equal('Tags');
      retry(host)?.click();
      await waitUntil(() => host.querySelector('h1')?.textContent === 'Region', 'the record, asked again');
      expect(asked).to.deep.equal([4, 4]);
    } finally {
      unmount();
    }
  });

  it('an identifier that cannot exist is 1001 without asking; a missing record offers no retry', async () => {
    const impossible = renderTag('x1', []);
    try {
      await waitUntil(() => impossible.host.querySelector('[role="alert"]'), 'the refusal');
      expect(impossible.host.querySelector('[role="alert"]')?.textContent).to.not.equal('');
      expect(retry(impossible.host)).to.equal(null);
      expect(impossible.asked).to.deep.equal([]);
    } finally {
      impossible.unmount();
    }
    const missing = renderTag('9', [() => Promise.reject(new ApiError('http', 404, ERROR_NOT_FOUND))]);
    try {
      await waitUntil(() => missing.host.querySelector('[role="alert"]'), 'the refusal');
      expect(retry(missing.host)).to.equal(null);
      expect(missing.asked).to.deep.equal([9]);
    } finally {
      missing.unmount();
    }
  });

  it('the record shown before this one is never shown under this address', async () => {
    let answer: (tag: Tag) => void = () => undefined;
    const { host, record, unmount } = renderTag('5', [
      () => new Promise<Tag>((resolve) => (answer = resolve)),
    ]);
    try {
      record.$record.set({ state: 'ready', data: { id: 4, name: 'Region' } });
      await waitUntil(() => host.querySelector('[role="status"]'), 'loading');
      expect(host.textContent).to.not.contain('Region');
      answer({ id: 5, name: 'Floor' });
      await waitUntil(() => host.querySelector('h1')?.textContent === 'Floor', 'this record');
    } finally {
      unmount();
    }
  });
});
