import type { TextRules } from '../../../widgets/inputs/rules';
import { Select, type SelectOption } from '../../../widgets/inputs/select/select';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';

/** One field of a list editor's entry: a text with its rules, or a choice among `options`. */
export interface EntryField<Entry> extends TextRules {
  name: keyof Entry & string;
  label: string;
  type?: 'text' | 'tel';
  options?: SelectOption[];
}

/** The texts of a list editor: none yet, the n-th entry's name, add, and remove the n-th (n from 1). */
export type EditorWords = (key: 'none' | 'entry' | 'add' | 'remove', n?: number) => string;

/** What one list editor is: a blank entry, its texts and the table of an entry's fields. */
export interface ListEditorKind<Entry> {
  blank: Entry;
  words: EditorWords;
  fields: EntryField<Entry>[];
}

/** Props of a list editor: the entries shown and stored, its kind and the new list on each change. */
export interface ListEditorProps<Entry> extends ListEditorKind<Entry> {
  label: string;
  entries: Entry[];
  /** The stored entries: each field shows its old value beside the edited one. */
  original: Entry[];
  onChange: (entries: Entry[]) => void;
}

/**
 * The admin kit's list editor (phone numbers, TURN servers): rows of the fields its table declares, each row
 * removable, and a button that adds a blank row. Each field shows its stored value beside the edited one.
 */
export function ListEditor<Entry extends { [K in keyof Entry]: string }>(props: ListEditorProps<Entry>) {
  const { entries, onChange, words } = props;
  const change = (index: number, patch: Partial<Entry>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className="phones">
      <legend>{props.label}</legend>
      {entries.length === 0 && <p className="muted">{words('none')}</p>}
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
        <fieldset className="phone" key={index}>
          <legend className="visually-hidden">{words('entry', index + 1)}</legend>
          {props.fields.map(({ name, options, ...field }) => {
            const common = {
              label: field.label,
              value: entry[name],
              oldValue: props.original[index]?.[name],
              onMeetChange: (value: string | number) =>
                change(index, { [name]: String(value) } as Partial<Entry>),
            };
            return options ? (
              <Select key={name} {...common} options={options} />
            ) : (
              <TextInput key={name} {...common} {...field} />
            );
          })}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(entries.filter((_e, i) => i !== index))}
          >
            {words('remove', index + 1)}
          </button>
        </fieldset>
      ))}
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...entries, props.blank])}
        >
          {words('add')}
        </button>
      </div>
    </fieldset>
  );
}
