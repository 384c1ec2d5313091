import { type ChangeEvent, useState } from 'react';
import { Icon } from '../../icon/icon';
import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld } from '../rules';
import css from './file-import.css?inline';

/** Props of a file import. */
export interface FileImportProps extends FieldProps {
  /** File types offered, as the HTML `accept` attribute (`.csv,text/csv`). */
  accept?: string;
  /** Text of the choose button; defaults to the translation of "Choose a file". */
  buttonLabel?: string;
  /** Name of the file imported before, for the edited marker. */
  oldValue?: string;
  /** The first chosen file, or null when none was chosen. */
  onMeetChange?: (file: File | null) => void;
  /** Follows every meet-change, once the file is taken in. */
  onMeetUpdate?: () => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];

/** A file import (spec 4): uses the accept filter, emits the first chosen file or null, then an update. */
export function FileImport(props: FileImportProps) {
  const t = useT('input');
  const ids = useFieldIds();
  const [name, setName] = useState('');
  const disabled = props.disabled ?? false;
  const edited = differsFromOld(name, props.oldValue);
  const aria = fieldAria(ids, props, edited);
  const nameId = `${ids.control}name`;
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setName(file?.name ?? '');
    props.onMeetChange?.(file);
    props.onMeetUpdate?.();
  }
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={props.oldValue} sheets={SHEETS}>
      <div className="file">
        <input
          {...aria}
          aria-describedby={[nameId, aria['aria-describedby']].filter(Boolean).join(' ')}
          className="visually-hidden file__input"
          type="file"
          accept={props.accept}
          disabled={disabled}
          onChange={onChange}
        />
        {/* The visible button is a second label of the hidden input, so clicking it opens the chooser. */}
        <label htmlFor={ids.control} className="button button--secondary file__button" part="control">
          <Icon name="upload" size={18} />
          {props.buttonLabel ?? t('chooseFile')}
        </label>
        <span id={nameId} className="file__name" part="file-name">
          {name || t('noFile')}
        </span>
      </div>
    </FieldFrame>
  );
}
