import { createContext, type ReactNode, useContext, useId } from 'react';
import { Icon } from '../../icon/icon';
import { useStyleSheets } from '../../styles';
import { useT } from '../../use-t';

/**
 * Inside a form that sets its fields' errors when it is sent (the admin kit's add form), each error is read out as it
 * appears, from the field that shows it: one message, one announcement.
 */
export const ReadErrorsOut = createContext(false);

/** Props every input field shares: its label, its messages, and whether it is disabled. */
export interface FieldProps {
  label?: string;
  helper?: string;
  error?: string;
  warning?: string;
  disabled?: boolean;
}

/** Ids that tie a control to its label and messages inside one root. */
export interface FieldIds {
  control: string;
  label: string;
  old: string;
  helper: string;
  warning: string;
  error: string;
}

/** Fresh ids for one field. */
export function useFieldIds(): FieldIds {
  const base = useId();
  return {
    control: `${base}control`,
    label: `${base}label`,
    old: `${base}old`,
    helper: `${base}helper`,
    warning: `${base}warning`,
    error: `${base}error`,
  };
}

/** The attributes a control needs: its id, what describes it (old value, messages), and its validity. */
export function fieldAria(ids: FieldIds, props: FieldProps, edited: boolean) {
  const described = [
    edited && ids.old,
    props.helper && ids.helper,
    props.warning && ids.warning,
    props.error && ids.error,
  ].filter(Boolean);
  return {
    id: ids.control,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    'aria-invalid': props.error ? true : undefined,
  };
}

/** How the frame is laid out and what it shows around the control. */
export interface FrameProps extends FieldProps {
  ids: FieldIds;
  /** Current value differs from the supplied old value: show the pencil and the old value line. */
  edited: boolean;
  /** The old value as the user should read it. */
  oldText?: string;
  /** The widget's stylesheets (module constants), adopted into whatever root the field lands in. */
  sheets: readonly CSSStyleSheet[];
  /** `inline` puts the control before its label on one row (checkbox, radio, switch). */
  layout?: 'stacked' | 'inline';
  className?: string;
  children: ReactNode;
}

/** The field frame of every input: label, edited pencil, control, old value, helper, warning, error. */
export function FieldFrame(props: FrameProps) {
  const { ids, edited, oldText, label, helper, warning, error, layout = 'stacked' } = props;
  const t = useT('input');
  const adopt = useStyleSheets(props.sheets);
  const labelNode = label ? (
    <label id={ids.label} htmlFor={ids.control} className="field__label" part="label">
      {label}
    </label>
  ) : null;
  const pencil = edited ? (
    <span className="field__edited" part="edited">
      <Icon name="edit" size={14} label={t('edited')} />
    </span>
  ) : null;
  const classes = ['field', `field--${layout}`, props.disabled && 'field--disabled', props.className];
  return (
    <div ref={adopt} className={classes.filter(Boolean).join(' ')} part="field">
      {layout === 'inline' ? (
        <div className="field__row">
          {props.children}
          {labelNode}
          {pencil}
        </div>
      ) : (
        <>
          {(labelNode || pencil) && (
            <div className="field__head">
              {labelNode}
              {pencil}
            </div>
          )}
          {props.children}
        </>
      )}
      {edited && (
        <p id={ids.old} className="field__old" part="old-value">
          {t('oldValue', { value: oldText === undefined || oldText === '' ? t('empty') : oldText })}
        </p>
      )}
      <Message id={ids.helper} kind="helper" icon="info" iconLabel={t('note')} text={helper} />
      <Message id={ids.warning} kind="warning" icon="warning" iconLabel={t('warning')} text={warning} />
      <Message id={ids.error} kind="error" icon="error" iconLabel={t('error')} text={error} />
    </div>
  );
}

interface MessageProps {
  id: string;
  kind: 'helper' | 'warning' | 'error';
  icon: string;
  iconLabel: string;
  text?: string;
}

function Message({ id, kind, icon, iconLabel, text }: MessageProps) {
  const readOut = useContext(ReadErrorsOut) && kind === 'error';
  if (!text) return null;
  return (
    <p id={id} className={`field__message field__message--${kind}`} part={kind}>
      <Icon name={icon} size={16} label={iconLabel} />
      <span role={readOut ? 'alert' : undefined}>{text}</span>
    </p>
  );
}
