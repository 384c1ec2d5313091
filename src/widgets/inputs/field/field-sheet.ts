import { sheet } from '../../styles';
import css from './field.css?inline';

/** The frame and shared control styles, one sheet for every input on the page. */
export const FIELD_SHEET = sheet(css);
