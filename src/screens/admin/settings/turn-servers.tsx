import type { components } from '../../../core/api/schema';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';

type TurnServer = components['schemas']['MeetingAccessSettings']['turnServers'][number];

/** Props of the TURN servers: the entries shown, those stored, and the new list on each change. */
export interface TurnServersProps {
  label: string;
  entries: TurnServer[];
  original: TurnServer[];
  onChange: (entries: TurnServer[]) => void;
}

const BLANK: TurnServer = { url: '', username: '', credential: '' };

/** The TURN servers of the meeting access: address, user name and credential, each editable. */
export function TurnServers({ label, entries, original, onChange }: TurnServersProps) {
  const t = useT('settings');
  const change = (index: number, patch: Partial<TurnServer>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className="phones">
      <legend>{label}</legend>
      {entries.length === 0 && <p className="muted">{t('turn.none')}</p>}
      {entries.map((entry, index) => {
        const before = original[index];
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
          <fieldset className="phone" key={index}>
            <legend className="visually-hidden">{t('turn.entry', { n })}</legend>
            <TextInput
              label={t('turn.url')}
              value={entry.url}
              oldValue={before?.url}
              maxLength={256}
              onMeetChange={(url) => change(index, { url })}
            />
            <TextInput
              label={t('turn.username')}
              value={entry.username}
              oldValue={before?.username}
              maxLength={256}
              onMeetChange={(username) => change(index, { username })}
            />
            <TextInput
              label={t('turn.credential')}
              value={entry.credential}
              oldValue={before?.credential}
              maxLength={512}
              onMeetChange={(credential) => change(index, { credential })}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onChange(entries.filter((_e, i) => i !== index))}
            >
              {t('turn.remove', { n })}
            </button>
          </fieldset>
        );
      })}
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...entries, BLANK])}
        >
          {t('turn.add')}
        </button>
      </div>
    </fieldset>
  );
}
