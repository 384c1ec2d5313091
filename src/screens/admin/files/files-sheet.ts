// The files area's own sheet, adopted after the console's: the storage summary beside its gauge.
import { sheet } from '../../../widgets/styles';
import css from './files.css?inline';

/** The storage summary's layout. */
export const FILES_SHEETS = [sheet(css)];
