import { type AdminTag, addTagRule } from '../../../core/admin/tags';
import { Checkbox } from '../../../widgets/inputs/checkbox/checkbox';
import { useT } from '../../../widgets/use-t';
import { AddForm } from '../kit/add-form';
import { isTaken, ruleError } from './rule-error';

/** Adds a rule to a tag: its value and whether it is the default; a refused value stays typed. */
export function AddRuleForm({ tag, onEdited }: { tag: AdminTag; onEdited: (dirty: boolean) => void }) {
  const t = useT('tags');
  const te = useT('error');
  return (
    <AddForm
      title={t('rules.addTitle')}
      submit={t('rules.add')}
      busySubmit={t('rules.adding')}
      blank={{ value: '', isDefault: false }}
      check={({ value }) => {
        if (value === '') return { value: t('rules.required') };
        if (isTaken(tag.rules, value)) return { value: t('rules.duplicate') };
      }}
      add={({ value, isDefault }) => addTagRule(tag.id, value, isDefault)}
      refused={(refusal) => ({ value: ruleError(refusal, t, te) })}
      onEdited={onEdited}
    >
      {({ values, set, text }) => (
        <>
          {text('value', { label: t('rules.newValue'), maxLength: 100, required: true })}
          <Checkbox
            label={t('rules.newDefault')}
            checked={values.isDefault}
            onMeetChange={(isDefault) => set({ isDefault })}
          />
        </>
      )}
    </AddForm>
  );
}
