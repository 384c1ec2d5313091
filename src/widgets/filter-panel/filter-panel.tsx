import { useEffect, useId, useRef, useState } from 'react';
import { decodeFilterQuery, defaultFilterValue, encodeFilterQuery } from '../../core/filters/query';
import type { FilterDefinition, FilterValue, FilterValues } from '../../core/filters/types';
import { Icon } from '../icon/icon';
import { sheet, useStyleSheets } from '../styles';
import { useTranslated } from '../table/translated';
import { useT } from '../use-t';
import { FilterField } from './filter-field';
import css from './filter-panel.css?inline';

const SHEETS = [sheet(css)];
const NO_DEFINITIONS: FilterDefinition[] = [];

/** Props of a filter panel: the filters it offers, the query to start from, and where its query goes. */
export interface FilterPanelProps {
  definitions: FilterDefinition[];
  /** A query to read back (name=value pairs joined by &): its filters are added with their values. */
  query?: string;
  /** Accessible name of the panel. */
  label?: string;
  /** The encoded query, after any change. */
  onChange?: (query: string) => void;
}

/** The filters (in definition order) and values a query holds. */
function readQuery(definitions: FilterDefinition[], query: string | undefined): FilterValues {
  return query ? decodeFilterQuery(definitions, query) : {};
}

/**
 * A filter panel (spec 4): choose a filter not yet added, add it with its default value, edit or delete
 * it; every change emits the encoded query. A new `query` is read back, unless it is the one just emitted.
 */
export function FilterPanel({ definitions = NO_DEFINITIONS, query, label, onChange }: FilterPanelProps) {
  const t = useT('table');
  const text = useTranslated([
    ...definitions.map((d) => d.translation),
    ...definitions.flatMap((d) => d.selectOptions?.map((o) => o.translation) ?? []),
  ]);
  const adopt = useStyleSheets(SHEETS);
  const chooserId = useId();
  const emitted = useRef<string | undefined>(undefined);
  const [values, setValues] = useState<FilterValues>(() => readQuery(definitions, query));
  const [choice, setChoice] = useState('');
  // The filter just added: once drawn, its field takes the focus (the user goes on to set its value).
  const [justAdded, setJustAdded] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const chooser = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!justAdded) return;
    const field = list.current?.querySelector<HTMLElement>(
      `[data-filter="${CSS.escape(justAdded)}"] :is(input, select, textarea)`,
    );
    field?.focus();
    setJustAdded('');
  }, [justAdded]);
  // Read back a new query (not the one just emitted), or the same one once the definitions arrive.
  const names = definitions.map((definition) => definition.name).join('&');
  const [seen, setSeen] = useState({ query, names });
  if (query !== seen.query || names !== seen.names) {
    setSeen({ query, names });
    const source = query !== seen.query ? query : (emitted.current ?? query);
    if (query === seen.query || query !== emitted.current) setValues(readQuery(definitions, source));
  }

  const added = definitions.filter((definition) => Object.hasOwn(values, definition.name));
  const available = definitions.filter((definition) => !Object.hasOwn(values, definition.name));
  const change = (next: FilterValues) => {
    setValues(next);
    emitted.current = encodeFilterQuery(definitions, next);
    onChange?.(emitted.current);
  };
  const add = () => {
    const definition = available.find((d) => d.name === choice);
    if (!definition) return;
    setChoice('');
    setJustAdded(definition.name);
    change({ ...values, [definition.name]: defaultFilterValue(definition) });
  };
  const remove = (name: string) => {
    const { [name]: _removed, ...rest } = values;
    change(rest);
    // Its delete button leaves with it: the focus goes back to the choice of filters.
    chooser.current?.focus();
  };

  return (
    <section ref={adopt} className="meet-filters" aria-label={label || t('filter.panel')} part="panel">
      <div className="chooser">
        <label htmlFor={chooserId}>{t('filter.name')}</label>
        <select
          ref={chooser}
          id={chooserId}
          value={choice}
          disabled={available.length === 0}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="" disabled hidden>
            {t('filter.choose')}
          </option>
          {available.map((definition) => (
            <option key={definition.name} value={definition.name}>
              {text(definition.translation)}
            </option>
          ))}
        </select>
        <button type="button" className="add" disabled={!choice} onClick={add}>
          <Icon name="plus" />
          {t('filter.add')}
        </button>
      </div>
      {added.length > 0 && (
        <ul ref={list} className="filters">
          {added.map((definition) => (
            <li key={definition.name} part="filter" data-filter={definition.name}>
              <FilterField
                definition={definition}
                label={text(definition.translation)}
                value={values[definition.name] as FilterValue}
                text={text}
                t={t}
                onChange={(value) => change({ ...values, [definition.name]: value })}
              />
              <button
                type="button"
                className="remove"
                aria-label={t('filter.remove', { name: text(definition.translation) })}
                onClick={() => remove(definition.name)}
              >
                <Icon name="delete" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
