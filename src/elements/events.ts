/** Every event our elements dispatch: `meet-` prefixed, bubbling and composed, with a typed detail. */
export interface MeetEventMap {
  /** A value changed (inputs, filter panel, modal after validate or cancel). */
  'meet-change': CustomEvent<unknown>;
  /** The user confirmed (modal, text with button). */
  'meet-validate': CustomEvent<unknown>;
  /** The user cancelled (modal, selection bar). */
  'meet-cancel': CustomEvent<void>;
  // input events
  // table and overlay events
  // chart events
  // screen events
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
