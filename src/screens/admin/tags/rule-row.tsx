import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type AdminTag, type TagRule, updateTagRule } from '../../../core/admin/tags';
import { Checkbox } from '../../../widgets/inputs/checkbox/checkbox';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';
import { ActionButton } from '../kit/action-button';
import { isTaken, ruleError } from './rule-error';

/** Props of one rule's row: the rule, and what the row tells its table. */
export interface RuleRowProps {
  tag: AdminTag;
  rule: TagRule;
  /** The row's form holds edits not yet saved (true) or none (false). */
  onEdited: (dirty: boolean) => void;
  onDelete: () => void;
}

/** One rule: its value and default mark with edit and delete; edit turns the row into a small form. */
export function RuleRow({ tag, rule, onEdited, onDelete }: RuleRowProps) {
  const t = useT('tags');
  const tc = useT('common');
  const te = useT('error');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(rule.value);
  const [isDefault, setDefault] = useState(rule.defaultValue);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const opened = useRef(false);
  // Each opening of the form, and each Cancel, is a new edit: a save sent by an earlier one answers into nothing.
  const edit = useRef(0);

  useEffect(() => {
    // The focus follows the row: into the form when it opens, back to its edit button when it closes.
    if (editing) form.current?.querySelector('input')?.focus();
    else if (opened.current) editButton.current?.focus();
    opened.current = editing;
  }, [editing]);
  const dirty = editing && (value !== rule.value || isDefault !== rule.defaultValue);
  useEffect(() => {
    onEdited(dirty);
    return () => onEdited(false);
  }, [dirty, onEdited]);

  function close() {
    edit.current++;
    setEditing(false);
  }

  function open() {
    edit.current++;
    setValue(rule.value);
    setDefault(rule.defaultValue);
    setError('');
    // A save of an earlier edit may still be on its way: this edit has sent nothing.
    setSaving(false);
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const wanted = value.trim();
    if (wanted === '') return setError(t('rules.required'));
    if (isTaken(tag.rules, wanted, rule.id)) return setError(t('rules.duplicate'));
    setSaving(true);
    const sent = edit.current;
    const result = await updateTagRule(tag.id, { id: rule.id, value: wanted, defaultValue: isDefault });
    if (edit.current !== sent) return;
    setSaving(false);
    if (!result.done) return setError(ruleError(result, t, te));
    close();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  if (editing)
    return (
      <tr>
        <td colSpan={2}>
          <form
            ref={form}
            className="inline-form"
            noValidate
            aria-label={t('rules.editTitle', { value: rule.value })}
            aria-busy={saving}
            onSubmit={save}
            onKeyDown={onKeyDown}
          >
            <TextInput
              label={t('rules.value')}
              value={value}
              oldValue={rule.value}
              maxLength={100}
              required
              error={error}
              onMeetChange={(text) => {
                setValue(text);
                setError('');
              }}
            />
            <Checkbox
              label={t('rules.defaultValue')}
              checked={isDefault}
              oldValue={rule.defaultValue}
              onMeetChange={setDefault}
            />
            <button type="submit" className="button" disabled={saving}>
              {saving ? t('rules.saving') : tc('save')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {tc('cancel')}
            </button>
            {error && (
              <p className="visually-hidden" role="alert">
                {error}
              </p>
            )}
          </form>
        </td>
      </tr>
    );

  return (
    <tr>
      <td className="rules__value">
        {rule.value}
        {rule.defaultValue && <span className="badge">{t('rules.default')}</span>}
      </td>
      <td>
        <div className="rules__actions">
          <ActionButton
            ref={editButton}
            text={tc('edit')}
            label={t('rules.editLabel', { value: rule.value })}
            onClick={open}
          />
          <ActionButton
            text={tc('delete')}
            label={t('rules.deleteLabel', { value: rule.value })}
            onClick={onDelete}
          />
        </div>
      </td>
    </tr>
  );
}
