import { App } from '../screens/app/app';
import { defineElement } from './define';

/**
 * @summary The whole `/meet/` application.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 */
defineElement('meet-app', App);

declare global {
  interface HTMLElementTagNameMap {
    'meet-app': HTMLElement;
  }
}
