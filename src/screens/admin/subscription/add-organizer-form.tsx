import { type AdminSubscription, addOrganizer, isLimitRefusal } from '../../../core/admin/subscriptions';
import { ERROR_ALREADY_EXISTS, ERROR_NOT_FOUND } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { isEmail } from '../../../core/validators';
import { useT } from '../../../widgets/use-t';
import { InlineAddForm } from '../kit/inline-add-form';

/** Makes a user an organizer by e-mail; a refused address stays typed with the reason on the field. */
export function AddOrganizerForm({ subscription }: { subscription: AdminSubscription }) {
  const t = useT('subscriptions');

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
      add={(email) => addOrganizer(subscription.uid, email)}
      refused={({ code }) =>
        isLimitRefusal(code, subscription)
          ? t('organizers.limitReached')
          : code === ERROR_NOT_FOUND
            ? t('organizers.unknown')
            : code === ERROR_ALREADY_EXISTS
              ? t('organizers.duplicate')
              : undefined
      }
      done={(_added, email) =>
        notify({ title: t('organizers.heading'), message: t('organizers.added', { email }) })
      }
    />
  );
}
