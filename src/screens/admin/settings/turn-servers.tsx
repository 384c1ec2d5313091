import type { components } from '../../../core/api/schema';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';
import { ListEditor } from '../kit/list-editor';

type TurnServer = components['schemas']['MeetingAccessSettings']['turnServers'][number];

/** Props of the TURN servers: the entries shown, those stored, and the new list on each change. */
export interface TurnServersProps {
  label: string;
  entries: TurnServer[];
  original: TurnServer[];
  onChange: (entries: TurnServer[]) => void;
}

/** The TURN servers of the meeting access: address, user name and credential, each editable. */
export function TurnServers(props: TurnServersProps) {
  const t = useT('settings');
  return (
    <ListEditor
      {...props}
      blank={{ url: '', username: '', credential: '' }}
      none={t('turn.none')}
      entryLabel={(n) => t('turn.entry', { n })}
      addLabel={t('turn.add')}
      removeLabel={(n) => t('turn.remove', { n })}
      fields={(entry, before, change) => (
        <>
          <TextInput
            label={t('turn.url')}
            value={entry.url}
            oldValue={before?.url}
            maxLength={256}
            onMeetChange={(url) => change({ url })}
          />
          <TextInput
            label={t('turn.username')}
            value={entry.username}
            oldValue={before?.username}
            maxLength={256}
            onMeetChange={(username) => change({ username })}
          />
          <TextInput
            label={t('turn.credential')}
            value={entry.credential}
            oldValue={before?.credential}
            maxLength={512}
            onMeetChange={(credential) => change({ credential })}
          />
        </>
      )}
    />
  );
}
