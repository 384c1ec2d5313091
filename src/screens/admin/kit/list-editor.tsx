import type { ReactNode } from 'react';

/** Props of a list editor: the entries shown and stored, the texts, a blank entry, and one entry's fields. */
export interface ListEditorProps<Entry> {
  label: string;
  entries: Entry[];
  /** The stored entries: each field shows its old value beside the edited one. */
  original: Entry[];
  blank: Entry;
  none: string;
  /** The accessible name of the n-th entry (from 1). */
  entryLabel: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  onChange: (entries: Entry[]) => void;
  /** One entry's fields: its value, its stored value, and how a field changes it. */
  fields: (entry: Entry, before: Entry | undefined, change: (patch: Partial<Entry>) => void) => ReactNode;
}

/** The admin kit's list editor: rows of fields, each removable, and a button that adds a blank row. */
export function ListEditor<Entry>(props: ListEditorProps<Entry>) {
  const { entries, onChange } = props;
  const change = (index: number, patch: Partial<Entry>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className="phones">
      <legend>{props.label}</legend>
      {entries.length === 0 && <p className="muted">{props.none}</p>}
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
        <fieldset className="phone" key={index}>
          <legend className="visually-hidden">{props.entryLabel(index + 1)}</legend>
          {props.fields(entry, props.original[index], (patch) => change(index, patch))}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(entries.filter((_e, i) => i !== index))}
          >
            {props.removeLabel(index + 1)}
          </button>
        </fieldset>
      ))}
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...entries, props.blank])}
        >
          {props.addLabel}
        </button>
      </div>
    </fieldset>
  );
}
