import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Translator } from '../../core/i18n';
import {
  $identifiersCheck,
  checkMeetingIdentifiers,
  type IdentifiersProblem,
  resetIdentifiersCheck,
} from '../../core/stores/join-identifiers';
import { $publicSettings } from '../../core/stores/public-settings';
import { ensurePublicSettings } from '../../core/stores/public-settings-once';
import { Alert } from '../../widgets/alert/alert';
import { Icon } from '../../widgets/icon/icon';
import { TextInput } from '../../widgets/inputs/text-input/text-input';
import { useT } from '../../widgets/use-t';

/** Props of the meeting ID + PIN code form. */
export interface IdentifiersFormProps {
  /** A meeting ID to start with (from a link). */
  initialId?: string;
  /** Called with the checked meeting ID once the server accepted the pair. */
  onJoin: (umi: string) => void;
}

// Digits as people write them ("100 000 001"); a PIN code is digits only. Anything else is refused as typed.
const ID_PATTERN = '[0-9 .-]*';
const PIN_PATTERN = '[0-9]*';

/** The meeting ID and PIN code form of spec 2 "Join without account"; what was typed stays on an error. */
export function IdentifiersForm({ initialId = '', onJoin }: IdentifiersFormProps) {
  const t = useT('public');
  const te = useT('error');
  const form = useRef<HTMLFormElement>(null);
  const [meetingId, setMeetingId] = useState(initialId);
  const [pinCode, setPinCode] = useState('');
  const { busy, problem } = useStore($identifiersCheck);
  const pinRequired = useStore($publicSettings)?.pinCode !== false;
  useEffect(() => {
    resetIdentifiersCheck();
    void ensurePublicSettings();
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const umi = await checkMeetingIdentifiers(meetingId, pinCode, pinRequired);
    if (umi) onJoin(umi);
    else focusProblem(form.current, $identifiersCheck.get().problem);
  };
  const alert = formMessage(problem, t, te);
  return (
    <form ref={form} className="identifiers" onSubmit={submit} noValidate>
      <TextInput
        label={t('identifiers.meetingId')}
        helper={t('identifiers.meetingIdHelp')}
        value={meetingId}
        pattern={ID_PATTERN}
        maxLength={20}
        autocomplete="off"
        required
        error={problem?.kind === 'missingId' ? t('identifiers.missingId') : undefined}
        onMeetChange={setMeetingId}
      />
      <TextInput
        label={pinRequired ? t('identifiers.pinCode') : t('identifiers.pinCodeOptional')}
        value={pinCode}
        pattern={PIN_PATTERN}
        maxLength={12}
        autocomplete="off"
        required={pinRequired}
        error={problem?.kind === 'missingPin' ? t('identifiers.missingPin') : undefined}
        onMeetChange={setPinCode}
      />
      {alert ? (
        <Alert>
          <Icon name="error" size={18} />
          <span>{alert}</span>
        </Alert>
      ) : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        <Icon name="login" size={18} />
        {busy ? t('identifiers.checking') : t('identifiers.submit')}
      </button>
    </form>
  );
}

/** The form-level message: the wrong pair (spec 5) or a server error; empty fields show on their field. */
function formMessage(
  problem: IdentifiersProblem | null,
  t: Translator<'public'>,
  te: Translator<'error'>,
): string | null {
  if (problem?.kind === 'invalid') return t('identifiers.invalid');
  if (problem?.kind === 'failed') return te(`code.${problem.code}`);
  return null;
}

/** Puts the focus on the empty field, so its label and error are read; other problems are announced. */
function focusProblem(form: HTMLFormElement | null, problem: IdentifiersProblem | null): void {
  const index = problem?.kind === 'missingId' ? 0 : problem?.kind === 'missingPin' ? 1 : -1;
  if (index >= 0) form?.querySelectorAll('input')[index]?.focus();
}
