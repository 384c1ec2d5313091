import { useId } from 'react';
import type { FilterDefinition, FilterValue } from '../../core/filters/types';
import type { Translator } from '../../core/i18n';

/** Props of one filter's input: its definition, label, value and translator. */
export interface FilterFieldProps {
  definition: FilterDefinition;
  label: string;
  value: FilterValue;
  text: (translation: string) => string;
  t: Translator<'table'>;
  onChange: (value: FilterValue) => void;
}

const bound = (value: number | string | undefined) => (value === undefined ? undefined : String(value));
// The query writes a date-time as '2024-05-31 14:30'; the native input wants '2024-05-31T14:30'.
const toInput = (value: string | undefined) => value?.replace(' ', 'T');
const fromInput = (value: string) => value.replace('T', ' ');
const asText = (value: FilterValue) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The native input that edits one filter, by its type. */
export function FilterField({ definition, label, value, text, t, onChange }: FilterFieldProps) {
  const id = useId();
  const { type, min, max } = definition;
  if (type === 'date-range') {
    const [start, stop] = Array.isArray(value) ? value : ['', ''];
    return (
      <fieldset className="range">
        <legend>{label}</legend>
        <label htmlFor={`${id}-from`}>{t('filter.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          min={bound(min)}
          max={bound(max)}
          value={start}
          onChange={(event) => onChange([event.target.value, stop])}
        />
        <label htmlFor={`${id}-to`}>{t('filter.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          min={bound(min)}
          max={bound(max)}
          value={stop}
          onChange={(event) => onChange([start, event.target.value])}
        />
      </fieldset>
    );
  }
  const labelled = (input: React.ReactNode) => (
    <>
      <label htmlFor={id}>{label}</label>
      {input}
    </>
  );
  switch (type) {
    case 'boolean':
      return (
        <span className="boolean">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{label}</label>
        </span>
      );
    case 'number':
      return labelled(
        <input
          id={id}
          type="number"
          min={bound(min)}
          max={bound(max)}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        />,
      );
    case 'select':
      return labelled(
        <select id={id} value={asText(value)} onChange={(event) => onChange(event.target.value || null)}>
          <option value="" disabled hidden />
          {definition.selectOptions?.map((option) => (
            <option key={option.value} value={option.value}>
              {text(option.translation)}
            </option>
          ))}
        </select>,
      );
    case 'date':
      return labelled(
        <input
          id={id}
          type="date"
          min={bound(min)}
          max={bound(max)}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value || null)}
        />,
      );
    case 'date-time':
      return labelled(
        <input
          id={id}
          type="datetime-local"
          min={toInput(bound(min))}
          max={toInput(bound(max))}
          value={toInput(asText(value))}
          onChange={(event) => onChange(event.target.value ? fromInput(event.target.value) : null)}
        />,
      );
    default:
      return labelled(
        <input
          id={id}
          type="text"
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
        />,
      );
  }
}
