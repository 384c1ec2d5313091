import { type AdminSubscription, addOrganizer, isLimitRefusal } from '../../../core/admin/subscriptions';
import { ERROR_ALREADY_EXISTS, ERROR_NOT_FOUND } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { isEmail } from '../../../core/validators';
import { useT } from '../../../widgets/use-t';
import { InlineAddForm } from '../kit/inline-add-form';

/** Makes a user an organizer by e-mail; a refused address stays typed with the reason on the field. */
export function AddOrganizerForm({ subscription }: { subscription: AdminSubscription }) {
  const t = useT('subscriptions');
  const te = useT('error');

  async function add(email: string) {
    const code = await addOrganizer(subscription.uid, email);
    if (isLimitRefusal(code, subscription)) return t('organizers.limitReached');
    if (code === ERROR_NOT_FOUND) return t('organizers.unknown');
    if (code === ERROR_ALREADY_EXISTS) return t('organizers.duplicate');
    if (code !== undefined) return te(`code.${code}`);
    notify({ title: t('organizers.heading'), message: t('organizers.added', { email }) });
    return undefined;
  }

  return (
    <InlineAddForm
      title={t('organizers.addTitle')}
      label={t('organizers.email')}
      button={t('organizers.add')}
      busyButton={t('organizers.adding')}
      type="email"
      maxLength={320}
      check={(email) =>
        isEmail(email) ? undefined : t(email ? 'organizers.emailInvalid' : 'organizers.emailRequired')
      }
      add={add}
    />
  );
}
