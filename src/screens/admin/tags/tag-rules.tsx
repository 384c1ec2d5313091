import { useEffect, useId, useRef } from 'react';
import { type AdminTag, deleteTagRule, type TagRule } from '../../../core/admin/tags';
import { notify } from '../../../core/notifications';
import { holdWhileEdited } from '../../../core/router';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { useTellRefusal } from '../kit/use-refusal';
import { AddRuleForm } from './add-rule-form';
import { RuleRow } from './rule-row';
import { TAGS_SHEETS } from './tags-sheet';

/** The rules of a tag (the values a user may hold, one of them the default): add, edit inline, delete. */
export function TagRules({ tag }: { tag: AdminTag }) {
  const t = useT('tags');
  const tell = useTellRefusal();
  const tc = useT('common');
  const adopt = useStyleSheets(TAGS_SHEETS);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Forms of this section that hold typed text not yet saved: leaving the page asks first.
  const edited = useRef(new Set<string>());
  useEffect(() => holdWhileEdited(() => edited.current.size > 0), []);
  const markEdited = (key: string, dirty: boolean) => {
    if (dirty) edited.current.add(key);
    else edited.current.delete(key);
  };

  async function remove(rule: TagRule) {
    const asked = await confirmed({
      destructive: true,
      title: t('rules.deleteTitle'),
      message: t('rules.deleteMessage', { value: rule.value }),
      validateLabel: t('rules.deleteConfirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    if (!tell(t('rules.deleteFailed'), await deleteTagRule(tag.id, rule.id))) return;
    notify({ title: t('rules.heading'), message: t('rules.deleted', { value: rule.value }) });
    // The row and its buttons are gone: the focus goes back to the section rather than to the page's top.
    heading.current?.focus();
  }

  return (
    <section ref={adopt} className="section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('rules.heading')}
      </h2>
      <p className="muted">{t('rules.intro')}</p>
      {tag.rules.length === 0 ? (
        <p>{t('rules.none')}</p>
      ) : (
        <div className="rules-frame">
          <table className="rules" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('rules.value')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('rules.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tag.rules.map((rule) => (
                <RuleRow
                  key={rule.id}
                  tag={tag}
                  rule={rule}
                  onEdited={(dirty) => markEdited(`rule-${rule.id}`, dirty)}
                  onDelete={() => void remove(rule)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddRuleForm tag={tag} onEdited={(dirty) => markEdited('new', dirty)} />
    </section>
  );
}
