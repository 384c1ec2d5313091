import { sheet } from '../../styles';
import hiddenCss from '../../visually-hidden.css?inline';
import css from './field.css?inline';

/** The frame and shared control styles, one sheet for every input on the page. */
export const FIELD_SHEET = sheet(hiddenCss + css);
