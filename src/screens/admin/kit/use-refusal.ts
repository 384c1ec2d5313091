import type { Refusal, Result } from '../../../core/admin/result';
import { notify } from '../../../core/notifications';
import { useT } from '../../../widgets/use-t';

/** The translated text of a refusal's code (spec 8), or undefined when there is none. */
export function useRefusalText(): (refusal: Refusal | null | undefined) => string | undefined {
  const te = useT('error');
  return (refusal) => (refusal ? te(`code.${refusal.code}`) : undefined);
}

/**
 * The console's one reaction to an action's end: a refusal (or each distinct code of several) is told in a
 * notification under `title`. Answers true when the action was done.
 */
export function useTellRefusal(): (title: string, result: Result<unknown> | readonly Refusal[]) => boolean {
  const text = useRefusalText();
  return (title, result) => {
    const refusals = 'done' in result ? (result.done ? [] : [result]) : result;
    for (const code of new Set(refusals.map((refusal) => refusal.code)))
      notify({ title, message: text({ done: false, code, message: '' }) ?? '' });
    return refusals.length === 0;
  };
}
