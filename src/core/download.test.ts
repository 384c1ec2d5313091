import { expect } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { DOWNLOAD_POLL_MS } from './constants';
import { downloadCsv, downloadText } from './download';

interface Saved {
  fileName: string;
  href: string;
  blob: Blob;
  inDocument: boolean;
}

describe('downloads', () => {
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  let saved: Saved[];
  let blobs: Map<string, Blob>;
  let revoked: string[];
  // Records the anchor's click and cancels it, so the browser downloads nothing.
  const intercept = (event: MouseEvent) => {
    const anchor = event.target as HTMLAnchorElement;
    const blob = blobs.get(anchor.href);
    if (blob)
      saved.push({ fileName: anchor.download, href: anchor.href, blob, inDocument: anchor.isConnected });
    event.preventDefault();
  };
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));

  beforeEach(() => {
    saved = [];
    blobs = new Map();
    revoked = [];
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    document.addEventListener('click', intercept, true);
  });

  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    document.removeEventListener('click', intercept, true);
  });

  it('a CSV download saves the CSV text under the given file name, readable as UTF-8 by Excel', async () => {
    downloadCsv('users.csv', [{ name: 'Zoé', seats: 3 }]);
    expect(saved.map((file) => file.fileName)).to.deep.equal(['users.csv']);
    const file = saved[0] as Saved;
    expect(file.inDocument).to.equal(true);
    expect(file.blob.type).to.equal('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).to.equal('"name";"seats"\r\n"Zoé";3\r\n');
  });

  it('the object URL is revoked and the temporary anchor removed after saving', async () => {
    downloadCsv('a.csv', [{ a: 1 }]);
    expect(document.querySelectorAll('a[download]').length).to.equal(0);
    await nextTask();
    expect(revoked).to.deep.equal([saved[0]?.href]);
  });

  it('a text download uses the given file name and content', async () => {
    await downloadText('notes.txt', 'héllo');
    expect(saved[0]?.fileName).to.equal('notes.txt');
    expect(await saved[0]?.blob.text()).to.equal('héllo');
  });

  it('a text download waits, polling every 100 ms, for the content', async () => {
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let reads = 0;
      const download = downloadText('late.txt', () => (++reads < 4 ? undefined : 'ready'));
      expect(reads, 'read at once').to.equal(1);
      await clock.tickAsync(DOWNLOAD_POLL_MS - 1);
      expect(reads, 'not before 100 ms').to.equal(1);
      await clock.tickAsync(1);
      expect(reads, 'again at 100 ms').to.equal(2);
      await clock.tickAsync(2 * DOWNLOAD_POLL_MS);
      expect(reads, 'then every 100 ms').to.equal(4);
      await download;
      expect(await saved[0]?.blob.text()).to.equal('ready');
    } finally {
      clock.uninstall();
    }
  });

  it('empty text is content: it is saved at once', async () => {
    await downloadText('empty.txt', () => '');
    expect(await saved[0]?.blob.text()).to.equal('');
  });

  it('a text download gives up after the maximum number of polls and saves nothing', async () => {
    let reads = 0;
    const error = await downloadText(
      'never.txt',
      () => {
        reads++;
        return undefined;
      },
      { maxPolls: 2 },
    ).catch((e) => e);
    expect((error as DOMException).name).to.equal('TimeoutError');
    expect(reads).to.equal(3);
    expect(saved).to.deep.equal([]);
  });

  it('a text download stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    let reads = 0;
    const download = downloadText(
      'never.txt',
      () => {
        reads++;
        return undefined;
      },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(new Error('left the screen')), DOWNLOAD_POLL_MS * 1.5);
    const error = await download.catch((e) => e);
    expect((error as Error).message).to.equal('left the screen');
    const readsAtAbort = reads;
    await new Promise((resolve) => setTimeout(resolve, DOWNLOAD_POLL_MS * 2));
    expect(reads).to.equal(readsAtAbort);
    expect(saved).to.deep.equal([]);
  });
});
