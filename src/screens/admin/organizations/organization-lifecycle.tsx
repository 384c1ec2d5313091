import {
  deleteOrganization,
  type AdminOrganization as Organization,
  renameOrganization,
} from '../../../core/admin/organizations';
import { ERROR_ALREADY_EXISTS, ERROR_INVALID_PARAMETER } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { openRoute } from '../../../core/router';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { InlineAddForm } from '../kit/inline-add-form';
import { useTellRefusal } from '../kit/use-refusal';

/** Renaming and deleting an organization: a new name, or the organization gone once it holds no subscription. */
export function OrganizationLifecycle({ organization }: { organization: Organization }) {
  const t = useT('organizations');
  const tell = useTellRefusal();
  async function remove() {
    const asked = await confirmed({
      destructive: true,
      title: t('remove.title'),
      message: t('remove.message', { name: organization.name }),
      validateLabel: t('remove.confirm'),
      cancelLabel: t('remove.cancel'),
    });
    if (!asked) return;
    const result = await deleteOrganization(organization.uid);
    if (result.done) {
      notify({ title: t('title'), message: t('remove.done', { name: organization.name }) });
      openRoute('organizations');
    } else if (result.code === ERROR_INVALID_PARAMETER)
      notify({ title: t('remove.refused'), message: t('remove.holdsSubscriptions') });
    else tell(t('remove.refused'), result);
  }
  return (
    <section className="section" aria-labelledby="organization-lifecycle">
      <h2 id="organization-lifecycle">{t('rename.heading')}</h2>
      <InlineAddForm
        title={t('rename.heading')}
        label={t('rename.label')}
        button={t('rename.submit')}
        busyButton={t('rename.renaming')}
        maxLength={100}
        check={(name) => (name === organization.name ? t('rename.same') : undefined)}
        add={(name) => renameOrganization(organization.uid, name)}
        refused={({ code }) => (code === ERROR_ALREADY_EXISTS ? t('add.duplicate') : undefined)}
        done={({ name }) => notify({ title: t('title'), message: t('rename.done', { name }) })}
      />
      <p>
        <button type="button" className="button button--danger" onClick={() => void remove()}>
          {t('remove.open')}
        </button>
      </p>
    </section>
  );
}
