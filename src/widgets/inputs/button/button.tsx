import { Icon } from '../../icon/icon';
import { sheet, useStyleSheets } from '../../styles';
import { FIELD_SHEET } from '../field/field-sheet';
import css from './button.css?inline';

/** Props of a button: its text, look, optional icon, and whether it can be pressed. */
export interface ButtonProps {
  label?: string;
  /** `primary` (default), `secondary` or `danger`. */
  variant?: 'primary' | 'secondary' | 'danger';
  /** Name of an icon of the set shown before the text. */
  icon?: string;
  disabled?: boolean;
}

const SHEETS = [FIELD_SHEET, sheet(css)];

/** A button of the widget set; pressing it dispatches the native `click`, never while disabled. */
export function Button({ label, variant = 'primary', icon, disabled }: ButtonProps) {
  const adopt = useStyleSheets(SHEETS);
  return (
    <button
      ref={adopt}
      type="button"
      className={`button button--${variant}`}
      part="button"
      disabled={disabled}
    >
      {icon && <Icon name={icon} size={18} />}
      {label}
    </button>
  );
}
