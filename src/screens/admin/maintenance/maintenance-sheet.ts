// The maintenance area's own sheet, adopted after the console's: the candidates and the scheduled periods.
import { sheet } from '../../../widgets/styles';
import css from './maintenance.css?inline';

/** The list of candidates and the table of scheduled periods. */
export const MAINTENANCE_SHEETS = [sheet(css)];
