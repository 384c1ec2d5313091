// JSX typings of the elements for React 19 pages: React 19 sets a custom element's known properties as
// properties (objects and functions included) and adds a listener for a prop named `on` + the event's name,
// so `<meet-table rows={rows} onmeet-page-change={(e) => e.detail.page} />` is checked against the element.
// React's JSX namespace is extended in define.ts, whose types every element module's types import.
import type { HTMLAttributes, Ref } from 'react';
import type { MeetEventMap } from './events';

/** The tags of our elements (each module's `HTMLElementTagNameMap` entry). */
export type MeetTag = Extract<keyof HTMLElementTagNameMap, `meet-${string}`>;

/** A listener per event as React 19 names it on custom elements (`onmeet-change`), typed with its detail. */
export type MeetEventProps = {
  [K in keyof MeetEventMap as `on${K}`]?: (event: MeetEventMap[K]) => void;
};

/** An element's own properties: the ones its options declare, beyond those of every HTML element. */
export type MeetOwnProperties<E extends HTMLElement> = Omit<E, keyof HTMLElement>;

/** What a React 19 page may write on an element: its properties, its events, a ref and the HTML attributes. */
export type MeetJsxProps<E extends HTMLElement> = Partial<MeetOwnProperties<E>> &
  MeetEventProps &
  Omit<HTMLAttributes<E>, keyof MeetOwnProperties<E>> & { ref?: Ref<E> };

/** Every element's JSX props, by tag. */
export type MeetIntrinsicElements = { [T in MeetTag]: MeetJsxProps<HTMLElementTagNameMap[T]> };
