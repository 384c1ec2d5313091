// The sheet every screen adopts first (screen.css); a screen's own sheet comes after it and refines it.
import alertCss from '../widgets/alert/alert.css?inline';
import { sheet } from '../widgets/styles';
import hiddenCss from '../widgets/visually-hidden.css?inline';
import formCss from './form.css?inline';
import css from './screen.css?inline';

/**
 * The page column, paragraphs, muted text, links, focus rings, the one alert (`.alert`) and the one
 * `.visually-hidden` of every screen.
 */
export const SCREEN_SHEET = sheet(hiddenCss + css + alertCss);

/** Forms: the field column, pairs of fields, the actions row and facts. */
export const FORM_SHEET = sheet(formCss);
