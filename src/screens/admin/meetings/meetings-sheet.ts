// The meetings area's own sheet, adopted after the console's.
import { sheet } from '../../../widgets/styles';
import css from './meetings.css?inline';

/** The summary's lists and the attachments' row actions. */
export const MEETINGS_SHEETS = [sheet(css)];
