// The tags area's own sheet, adopted after the console's: inline forms, the rules table, the tag's actions.
import { sheet } from '../../../widgets/styles';
import css from './tags.css?inline';

/** The inline forms and the rules table of the tags area. */
export const TAGS_SHEETS = [sheet(css)];
