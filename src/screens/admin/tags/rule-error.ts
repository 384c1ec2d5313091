// What a refused rule says: a value already among the rules has its own words, other codes those of spec 8.
import type { Refusal } from '../../../core/admin/result';
import { ERROR_ALREADY_EXISTS } from '../../../core/constants';
import type { Translator } from '../../../core/i18n';

/** The message of a refused rule: `tags:rules.duplicate` for 1006, else the translated error code. */
export function ruleError({ code }: Refusal, t: Translator<'tags'>, te: Translator<'error'>): string {
  return code === ERROR_ALREADY_EXISTS ? t('rules.duplicate') : te(`code.${code}`);
}

/** True when `value` is already a rule of the tag other than `except` (users' values match in any case). */
export function isTaken(rules: readonly { id: number; value: string }[], value: string, except?: number) {
  const wanted = value.trim().toLowerCase();
  return rules.some((rule) => rule.id !== except && rule.value.toLowerCase() === wanted);
}
