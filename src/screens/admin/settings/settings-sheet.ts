// The settings area's own sheet, adopted after the console's: the group navigation and the form's parts.
import { sheet } from '../../../widgets/styles';
import css from './settings.css?inline';

/** The group navigation and the parts of a group's form. */
export const SETTINGS_SHEETS = [sheet(css)];
