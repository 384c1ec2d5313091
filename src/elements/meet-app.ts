import { App } from '../screens/app/app';
import { defineElement } from './define';

/**
 * @summary The whole `/meet/` application: the header and every screen of its routes, loaded on demand.
 * @attr lang - interface language (cs, de, en, fr, hu, es); else the browser's, then the signed-in user's
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file (else the one the server's public settings name)
 * @event meet-preload-error - on window: a screen's module failed to load (detail: error, screen);
 * cancelable, the error is rethrown unless a listener calls preventDefault()
 * @csspart app - the application's frame
 * @csspart header - the header with the menu
 * @csspart loading - the loading state
 * @cssproperty --meet-secondary - header background
 * @cssproperty --meet-primary - marks the current page and the brand
 */
export const MeetApp = defineElement('meet-app', App);

/** The `<meet-app>` element with its properties. */
export interface MeetAppElement extends InstanceType<typeof MeetApp> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-app': MeetAppElement;
  }
}
