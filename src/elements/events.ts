/** Every event our elements dispatch: `meet-` prefixed, bubbling and composed, with a typed detail. */
export interface MeetEventMap {
  /** A value changed (inputs, filter panel, modal after validate or cancel). */
  'meet-change': CustomEvent<unknown>;
  /** The user confirmed (modal, text with button). */
  'meet-validate': CustomEvent<unknown>;
  /** The user cancelled (modal, selection bar). */
  'meet-cancel': CustomEvent<void>;
  // input events
  /** An input finished taking in a value, after its meet-change (file import). */
  'meet-update': CustomEvent<void>;
  // table and overlay events
  /** The table's page or page size changed (1-based page). */
  'meet-page-change': CustomEvent<{ page: number; pageSize: number }>;
  /** The table's sort changed (order: ascending 0, descending 1). */
  'meet-sort-change': CustomEvent<{ column: string; order: 0 | 1 }>;
  /** The table's selected line indexes changed. */
  'meet-selection-change': CustomEvent<number[]>;
  /** The user deleted the selected lines (their indexes). */
  'meet-delete': CustomEvent<number[]>;
  // chart events
  // screen events
  /** A sign-in succeeded in `<meet-login>` (detail: the login used). */
  'meet-signed-in': CustomEvent<{ username: string }>;
  /** On window: a screen's module failed to load; cancelable, else the error is rethrown. */
  'meet-preload-error': CustomEvent<{ error: unknown; screen: string }>;
}

declare global {
  interface GlobalEventHandlersEventMap extends MeetEventMap {}
}

/** Creates one of our events with the options every element uses. */
export function meetEvent<K extends keyof MeetEventMap>(
  type: K,
  detail: MeetEventMap[K] extends CustomEvent<infer D> ? D : never,
): CustomEvent {
  return new CustomEvent(type, { detail, bubbles: true, composed: true });
}
