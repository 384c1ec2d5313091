import { ApiError } from '../api/errors';
import { ERROR_GENERIC } from '../constants';

/** An admin action the server refused: its error code (spec 8), the field it concerns if known, the server's message. */
export interface Refusal {
  done: false;
  code: number;
  field?: string;
  /** The server's `exception.message` ('' when none came): for naming fields, never shown as it is. */
  message: string;
}

/** How every admin action ends: done with what it answered, or refused. */
export type Result<T = void> = { done: true; value: T } | Refusal;

/** The refusal a thrown error stands for (not an ApiError: the generic 1000). */
export function refusalOf(error: unknown, field?: string): Refusal {
  const code = error instanceof ApiError ? error.code : ERROR_GENERIC;
  const message = error instanceof ApiError ? error.serverMessage : '';
  return field === undefined ? { done: false, code, message } : { done: false, code, message, field };
}

/** Runs one admin action: done with its answer, or refused with what the server said. */
export async function attempt<T>(
  action: () => Promise<T>,
  fieldOf?: (refusal: Refusal) => string | undefined,
): Promise<Result<T>> {
  try {
    return { done: true, value: await action() };
  } catch (error) {
    const refusal = refusalOf(error);
    return refusalOf(error, fieldOf?.(refusal));
  }
}

/** What a change shows again: a list store, loaded again (only marked stale while hidden). */
export interface Reloadable {
  reload(): Promise<void>;
}

/** Deletes (or removes) each item, one after the other, then reloads what shows them; answers the refusals. */
export async function deleteEach<Item>(
  items: readonly Item[],
  remove: (item: Item) => Promise<unknown>,
  ...shown: Reloadable[]
): Promise<Refusal[]> {
  const refusals: Refusal[] = [];
  for (const item of items) {
    const result = await attempt(() => remove(item));
    if (!result.done) refusals.push(result);
  }
  await Promise.all(shown.map((list) => list.reload()));
  return refusals;
}
