// The services area's own sheet, adopted after the console's: its sections, tables and meters.
import { sheet } from '../../../widgets/styles';
import css from './services.css?inline';

/** The sections, tables and meters of the services area. */
export const SERVICES_SHEETS = [sheet(css)];
