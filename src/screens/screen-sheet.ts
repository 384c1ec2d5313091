// The sheet every screen adopts first (screen.css); a screen's own sheet comes after it and refines it.
import { sheet } from '../widgets/styles';
import css from './screen.css?inline';

/** The page column, paragraphs, muted text, links and focus rings of every screen. */
export const SCREEN_SHEET = sheet(css);
