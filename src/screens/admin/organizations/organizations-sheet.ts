// The organizations area's own sheet, adopted after the console's: inline forms, badges, the own list.
import { sheet } from '../../../widgets/styles';
import css from './organizations.css?inline';

/** The inline forms and badges of the organizations area. */
export const ORGANIZATIONS_SHEETS = [sheet(css)];
