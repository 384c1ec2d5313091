import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { resetForTest } from '../../../tests/support/fake-server';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { type ImportLine, importStore } from '../../core/admin/imports';
import { LANGUAGES, type Language, loadNamespaces, setLanguage, translate } from '../../core/i18n';
import { ImportDialog } from './import-dialog';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('../../core/i18n/locales/*/admin.json', { eager: true });
const importTexts = (language: Language) =>
  files[`../../core/i18n/locales/${language}/admin.json`]?.default.import as Record<string, string>;
const COUNTS = ['succeeded', 'skipped', 'failed', 'wouldSucceed', 'wouldSkip', 'wouldFail'] as const;
// A number of each plural category a language has (Czech "many" is for decimals, French and Spanish "many" for
// millions).
const SAMPLES = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5, 1_000_000];

describe('the import summary', () => {
  let view: ReturnType<typeof render> | undefined;
  const open = async (
    lines: ImportLine[],
    language: Language = 'en',
    message = (result: string) => `The message of ${result}.`,
  ) => {
    await setLanguage(language);
    await loadNamespaces(['admin', 'table', 'error', 'overlay', 'common']);
    const store = importStore();
    store.set({ step: 'done', read: 1, lines });
    view = render(
      <ImportDialog
        title="Import users"
        store={store}
        keyLabel="E-mail"
        message={message}
        dryRunSuccess="Would be created."
        reportName="report.csv"
        onImport={async () => true}
        onClose={() => undefined}
      />,
    );
    const host = view.host;
    await waitUntil(() => host.querySelectorAll('tbody tr').length === lines.length, 'the result rows');
    return host;
  };
  const summary = (host: HTMLElement) =>
    [...host.querySelectorAll('[role="status"]')].map((node) => node.textContent).join(' ');

  beforeEach(resetForTest);
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await setViewport({ width: 800, height: 600 });
    await setLanguage('en');
  });

  it('each result is marked by its own icon and colour as well as by its word, beside its message', async () => {
    const host = await open([
      { line: 2, key: 'ana@example.com', result: 'success' },
      { line: 3, key: 'bo@example.com', result: 'alreadyExists' },
      { line: 4, key: 'not-an-address', result: 'invalidEmail' },
    ]);
    // The icon set arrives on demand: each mark's drawing is there once its svg is.
    await waitUntil(() => host.querySelectorAll('tbody .outcome svg').length === 3, 'the three icons');
    const marks = [...host.querySelectorAll('tbody .outcome')].map((mark) => ({
      word: mark.textContent,
      colour: mark.querySelector('svg')?.getAttribute('class'),
    }));
    expect(marks).to.deep.equal([
      { word: 'Success', colour: 'meet-icon meet-icon--green' },
      { word: 'Skipped', colour: 'meet-icon meet-icon--blue' },
      { word: 'Failure', colour: 'meet-icon meet-icon--red' },
    ]);
    const drawings = [...host.querySelectorAll('tbody .outcome svg')].map((svg) => svg.innerHTML);
    expect(new Set(drawings).size, 'three different icons').to.equal(3);
    const cells = [...host.querySelectorAll('tbody tr')].map((row) => row.lastElementChild?.textContent);
    expect(cells).to.deep.equal([
      'Success The message of success.',
      'Skipped The message of alreadyExists.',
      'Failure The message of invalidEmail.',
    ]);
    expect(summary(host)).to.equal('1 line succeeded. 1 line skipped (already there). 1 line failed.');
    const { violations } = await axe.run(host.ownerDocument);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it("the summary takes the language's plural: Czech 1 řádek, 2 řádky, 5 řádků", async () => {
    const lines = (count: number, result: string) =>
      Array.from({ length: count }, (_, i) => ({ line: i + 2, key: `p${i}@example.com`, result }));
    let host = await open(
      [...lines(1, 'success'), ...lines(2, 'alreadyExists'), ...lines(5, 'failure')],
      'cs',
    );
    expect(summary(host)).to.equal('1 řádek uspěl. 2 řádky přeskočeny (už existují). 5 řádků selhalo.');
    view?.unmount();
    host = await open([...lines(2, 'success'), ...lines(5, 'alreadyExists'), ...lines(1, 'failure')], 'cs');
    expect(summary(host)).to.equal('2 řádky uspěly. 5 řádků přeskočeno (už existují). 1 řádek selhal.');
  });

  it('no skipped line, no word about skipped lines; refused lines are always counted', async () => {
    const host = await open([{ line: 2, key: 'ana@example.com', result: 'success' }]);
    expect(summary(host)).to.equal('1 line succeeded. 0 lines failed.');
  });

  it('every count of the summary has each plural form its language needs, in all six languages', async () => {
    for (const language of LANGUAGES) {
      await setLanguage(language);
      await loadNamespaces(['admin']);
      const texts = importTexts(language);
      const rules = new Intl.PluralRules(language);
      for (const category of rules.resolvedOptions().pluralCategories) {
        const count = SAMPLES.find((n) => rules.select(n) === category);
        expect(count, `${language}: a number of category ${category}`).not.to.equal(undefined);
        for (const key of COUNTS) {
          const written = texts[`${key}_${category}`];
          expect(written, `${language} import.${key}_${category}`).to.be.a('string');
          expect(translate('admin', `import.${key}`, { count })).to.equal(
            written?.replace('{{count}}', String(count)),
          );
        }
      }
      for (const word of [
        'success',
        'skippedWord',
        'failure',
        'wouldSucceedWord',
        'wouldSkipWord',
        'wouldFailWord',
      ])
        expect(texts[word], `${language} import.${word}`).to.be.a('string').and.not.equal('');
    }
  });

  it('on a phone (390 px) the result and the message of every line are seen whole, never scrolled sideways', async () => {
    await setViewport({ width: 390, height: 800 });
    const long = 'The e-mail address is already used by another account of this deployment.';
    const shown = await open(
      [
        { line: 2, key: 'a.very.long.address.of.someone@subsidiary.example.com', result: 'success' },
        { line: 3, key: 'bo@example.com', result: 'alreadyExists' },
        { line: 4, key: 'not-an-address', result: 'invalidEmail' },
      ],
      'en',
      () => long,
    );
    const width = document.documentElement.clientWidth;
    for (const row of shown.querySelectorAll('tbody tr')) {
      const mark = row.querySelector('.outcome') as HTMLElement;
      const cell = mark.parentElement as HTMLElement;
      for (const part of [mark, cell]) {
        const box = part.getBoundingClientRect();
        expect(box.width, 'shown').to.be.greaterThan(0);
        expect(box.left, 'inside the screen').to.be.at.least(0);
        expect(box.right, 'inside the screen').to.be.at.most(width);
      }
      expect(cell.textContent).to.include(long);
    }
    for (const frame of shown.querySelectorAll('dialog, table, .table-scroll, [class*="scroll"]')) {
      expect(frame.scrollWidth, `${frame.tagName}.${frame.className} scrolls sideways`).to.be.at.most(
        frame.clientWidth + 1,
      );
    }
  });
});
