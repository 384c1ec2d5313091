// The sheets every screen of the administration console adopts: fields, the screen column, the console's own.
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { sheet } from '../../widgets/styles';
import { FORM_SHEET, SCREEN_SHEET } from '../screen-sheet';
import css from './admin.css?inline';

/** Fields, the page column, forms, and the console's heading row, toolbar and sections. */
export const ADMIN_SHEETS = [FIELD_SHEET, SCREEN_SHEET, FORM_SHEET, sheet(css)];
