import { type FormEvent, useState } from 'react';
import { addTag } from '../../../core/admin/tags';
import { ERROR_ALREADY_EXISTS } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { openRoute } from '../../../core/router';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { TAGS_SHEETS } from './tags-sheet';

/** The list's toolbar form that adds a tag by its name, then opens it; a refused name stays typed. */
export function AddTagForm() {
  const t = useT('tags');
  const te = useT('error');
  const adopt = useStyleSheets(TAGS_SHEETS);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The server refused the name: the alert says the tag was not created, the field says why.
  const [refused, setRefused] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    if (wanted === '') {
      setError(t('add.required'));
      return;
    }
    setBusy(true);
    const answer = await addTag(wanted);
    setBusy(false);
    if ('code' in answer) {
      setError(answer.code === ERROR_ALREADY_EXISTS ? t('add.duplicate') : te(`code.${answer.code}`));
      setRefused(true);
      return;
    }
    setName('');
    setError('');
    setRefused(false);
    notify({ title: t('title'), message: t('add.done', { name: wanted }) });
    openRoute('tag', { id: String(answer.id) });
  }

  return (
    <form ref={adopt} className="inline-form" noValidate aria-busy={busy} onSubmit={submit}>
      <TextInput
        label={t('add.name')}
        value={name}
        maxLength={64}
        required
        error={error}
        onMeetChange={(value) => {
          setName(value);
          setError('');
          setRefused(false);
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('add.adding') : t('add.submit')}
      </button>
      {refused && (
        <p className="alert" role="alert">
          {te('tagCreation')}
        </p>
      )}
    </form>
  );
}
