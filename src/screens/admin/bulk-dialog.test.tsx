import { expect } from '@open-wc/testing';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import type { BulkReport } from '../../core/admin/bulk';
import type { Result } from '../../core/admin/result';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { type BulkAction, useBulkActions } from './bulk-dialog';

interface Row {
  id: number;
}

function Bulk({ actions }: { actions: BulkAction<Row>[] }) {
  const bulk = useBulkActions(actions);
  return (
    <>
      {bulk.button?.([{ id: 1 }, { id: 2 }])}
      {bulk.dialog}
    </>
  );
}

describe('bulk actions', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['admin', 'common', 'error', 'input']);
  });

  it('a refusal answered after another action was selected names the action that was sent', async () => {
    let answer: (result: Result<BulkReport>) => void = () => undefined;
    const actions: BulkAction<Row>[] = [
      {
        name: 'archive',
        label: 'Archive',
        run: () => new Promise((resolve) => (answer = resolve)),
        refused: () => 'The archive would be too large.',
      },
      {
        name: 'delete',
        label: 'Delete',
        destructive: true,
        run: async () => ({ done: false, code: 1000, message: '' }),
      },
    ];
    const { host, unmount } = render(<Bulk actions={actions} />);
    try {
      await waitUntil(() => host.querySelector('button'), 'the actions button');
      host.querySelector('button')?.click();
      const apply = () => host.querySelector<HTMLButtonElement>('dialog button[type="submit"]');
      await waitUntil(() => apply(), 'the dialog');
      apply()?.click();
      await waitUntil(
        () => host.querySelector('dialog form')?.getAttribute('aria-busy') === 'true',
        'archive sent',
      );
      const select = host.querySelector('dialog select') as HTMLSelectElement;
      select.value = 'delete';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitUntil(() => apply()?.classList.contains('button--danger'), 'delete selected');
      answer({ done: false, code: 1005, message: '', field: 'size' });
      await waitUntil(() => host.querySelector('dialog [role="alert"]'), 'the refusal');
      expect(host.querySelector('dialog [role="alert"]')?.textContent).to.equal(
        'The archive would be too large.',
      );
    } finally {
      unmount();
    }
  });
});
