import { type FormEvent, useEffect, useRef, useState } from 'react';
import { directoryFailureKey } from '../../../core/admin/directory-failure';
import { type AdminSubscription, setGroup } from '../../../core/admin/subscriptions';
import { notify } from '../../../core/notifications';
import { holdWhileEdited } from '../../../core/router';
import { Alert } from '../../../widgets/alert/alert';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';

type Kind = 'ldapGroup' | 'ssoGroup';

/** The LDAP group and the SSO group whose members become organizers, each saved on its own. */
export function GroupForms({ subscription }: { subscription: AdminSubscription }) {
  return (
    <>
      <GroupForm subscription={subscription} kind="ldapGroup" />
      <GroupForm subscription={subscription} kind="ssoGroup" />
    </>
  );
}

function GroupForm({ subscription, kind }: { subscription: AdminSubscription; kind: Kind }) {
  const t = useT('subscriptions');
  const te = useT('error');
  const [group, setGroupText] = useState(subscription[kind]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The text whose save succeeded: "saved" shows while the field still holds it, not over an edit made since.
  const [saved, setSaved] = useState<string | null>(null);
  // What the server holds as far as this form knows: an edit that differs from it asks before the page is left.
  const [stored, setStored] = useState(subscription[kind]);
  const held = useRef(false);
  held.current = group.trim() !== stored.trim();
  useEffect(() => holdWhileEdited(() => held.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setSaved(null);
    const sent = group;
    const result = await setGroup(subscription.uid, kind, sent.trim());
    setBusy(false);
    if (!result.done) {
      const own = directoryFailureKey(result, 'group');
      return setError(own ? t(own) : te(`code.${result.code}`));
    }
    setError('');
    setStored(sent.trim());
    notify({ title: t(`groups.${kind}`), message: t('groups.saved') });
    setSaved(sent);
  }

  return (
    <form
      className="group-form"
      noValidate
      aria-label={t(`groups.${kind}`)}
      aria-busy={busy}
      onSubmit={submit}
    >
      <TextInput
        label={t(`groups.${kind}`)}
        value={group}
        oldValue={subscription[kind]}
        maxLength={512}
        helper={t('groups.helper')}
        error={error}
        onMeetChange={(text) => {
          setGroupText(text);
          setError('');
          setSaved(null);
        }}
      />
      <button type="submit" className="button button--secondary" disabled={busy}>
        {t('groups.save')}
      </button>
      {saved === group && (
        <Alert tone="success" takeFocus>
          {t('groups.saved')}
        </Alert>
      )}
    </form>
  );
}
