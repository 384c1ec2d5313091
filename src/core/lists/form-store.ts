// The detail-form pattern of the administration console: the loaded record is every field's old value,
// edits are kept apart from it, a save sends only what changed, and a failed save keeps every edit with the
// error on the field it concerns. Forms with edits hold the user back before leaving.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { attempt, type Refusal, type Result } from '../admin/result';
import { holdWhileEdited } from '../router/leave-guard';

/** A form's state: the record as loaded (null for a new one), the edits, and how the last save went. */
export interface FormState<T extends object> {
  original: T | null;
  edits: Partial<T>;
  saving: boolean;
  /** The error code of the last failed save (spec 8), undefined otherwise. */
  code?: number;
  /** The field the failed save concerns, when the server's answer names one. */
  field?: keyof T & string;
}

/** A form store: its state, what the fields show now, whether it holds edits, and its verbs. */
export interface FormStore<T extends object> {
  $form: ReadableAtom<FormState<T>>;
  /** The record with the edits on top: what each field shows. */
  $values: ReadableAtom<T>;
  /** True while an edit differs from the loaded value. */
  $edited: ReadableAtom<boolean>;
  /** Starts from a loaded record (or from `blank` for a new one); edits are dropped. */
  load(record: T | null): void;
  edit<K extends keyof T>(field: K, value: T[K]): void;
  /** Drops the edits. */
  reset(): void;
  /**
   * Sends the changed fields (all of them for a new record) through `send`; its answer becomes the loaded
   * record. Done with the saved record; a refusal keeps the edits and records the code and the field.
   */
  save(send: (changes: Partial<T>, values: T) => Promise<T>): Promise<Result<T>>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `edits` that differ from `original`. */
export function changedFields<T extends object>(original: T | null, edits: Partial<T>): Partial<T> {
  if (!original) return edits;
  return Object.fromEntries(
    Object.entries(edits).filter(([key, value]) => !same(value, original[key as keyof T])),
  ) as Partial<T>;
}

/** The edits of `now` that were not sent: changed, or made, after `sent` was taken. */
export const editedSince = <T extends object>(sent: Partial<T>, now: Partial<T>): Partial<T> =>
  Object.fromEntries(
    Object.entries(now).filter(([key, value]) => !Object.is(value, sent[key as keyof T])),
  ) as Partial<T>;

/**
 * A form over records of type T; `blank` is what a new record starts from; `fieldOfError` names the
 * field a failed save concerns (from the refusal's code, and its server message where one code covers
 * several fields), if it can tell.
 */
export function formStore<T extends object>(
  blank: T,
  fieldOfError?: (refusal: Refusal) => (keyof T & string) | undefined,
): FormStore<T> {
  const $form = atom<FormState<T>>({ original: null, edits: {}, saving: false });
  const $values = computed($form, ({ original, edits }) => ({ ...(original ?? blank), ...edits }) as T);
  const $edited = computed(
    $form,
    ({ original, edits }) => Object.keys(changedFields(original, edits)).length > 0,
  );
  onMount($form, () => holdWhileEdited(() => $edited.get()));
  let pending: Promise<Result<T>> | undefined;

  return {
    $form,
    $values,
    $edited,
    load(record) {
      $form.set({ original: record, edits: {}, saving: false });
    },
    edit(field, value) {
      const state = $form.get();
      const { code: _code, field: _field, ...rest } = state;
      $form.set({ ...rest, edits: { ...state.edits, [field]: value } });
    },
    reset() {
      $form.set({ ...$form.get(), edits: {}, code: undefined, field: undefined });
    },
    async save(send) {
      // A second save while one is on its way sends nothing and answers as that one.
      if (pending) return pending;
      const state = $form.get();
      $form.set({ ...state, saving: true, code: undefined, field: undefined });
      pending = attempt(
        () => send(changedFields(state.original, state.edits), $values.get()),
        (refusal) => fieldOfError?.(refusal),
      );
      const result = await pending;
      pending = undefined;
      const now = $form.get();
      // A record loaded while the save was on its way is the one shown now: this answer concerns another.
      if (now.original !== state.original) return result;
      // An edit made while the save was on its way stays on top of the saved record; the ones sent are in it.
      if (result.done)
        $form.set({ original: result.value, edits: editedSince(state.edits, now.edits), saving: false });
      else
        $form.set({
          ...$form.get(),
          saving: false,
          code: result.code,
          field: result.field as (keyof T & string) | undefined,
        });
      return result;
    },
  };
}
