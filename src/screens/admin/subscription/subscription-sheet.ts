// The subscription area's own sheet, adopted after the console's: inline forms, badges, the feature grid.
import { sheet } from '../../../widgets/styles';
import css from './subscription.css?inline';

/** The inline forms, badges and feature grid of the subscription area. */
export const SUBSCRIPTION_SHEETS = [sheet(css)];
