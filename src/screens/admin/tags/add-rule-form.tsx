import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type AdminTag, addTagRule } from '../../../core/admin/tags';
import { Checkbox } from '../../../widgets/inputs/checkbox/checkbox';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';
import { isTaken, ruleError } from './rule-error';

/** Adds a rule to a tag: its value and whether it is the default; a refused value stays typed. */
export function AddRuleForm({ tag, onEdited }: { tag: AdminTag; onEdited: (dirty: boolean) => void }) {
  const t = useT('tags');
  const te = useT('error');
  const [value, setValue] = useState('');
  const [isDefault, setDefault] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const dirty = value.trim() !== '';
  useEffect(() => {
    onEdited(dirty);
    return () => onEdited(false);
  }, [dirty, onEdited]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = value.trim();
    if (wanted === '') return setError(t('rules.required'));
    if (isTaken(tag.rules, wanted)) return setError(t('rules.duplicate'));
    setBusy(true);
    const result = await addTagRule(tag.id, wanted, isDefault);
    setBusy(false);
    if (!result.done) return setError(ruleError(result, t, te));
    setValue('');
    setDefault(false);
    setError('');
    // Ready for the next value.
    form.current?.querySelector('input')?.focus();
  }

  return (
    <form
      ref={form}
      className="inline-form"
      noValidate
      aria-label={t('rules.addTitle')}
      aria-busy={busy}
      onSubmit={submit}
    >
      <TextInput
        label={t('rules.newValue')}
        value={value}
        maxLength={100}
        required
        error={error}
        onMeetChange={(text) => {
          setValue(text);
          setError('');
        }}
      />
      <Checkbox label={t('rules.newDefault')} checked={isDefault} onMeetChange={setDefault} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('rules.adding') : t('rules.add')}
      </button>
      {error && (
        <p className="visually-hidden" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
