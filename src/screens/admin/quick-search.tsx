import { type FormEvent, useEffect, useRef, useState } from 'react';
import { decodeFilterQuery, withFilterText } from '../../core/filters/query';
import type { FilterDefinition } from '../../core/filters/types';
import { isTyping } from '../../widgets/keyboard/is-typing';
import { useT } from '../../widgets/use-t';

/** A quick search over several text filters: the one a text is searched with depends on the text. */
export interface QuickSearchRule {
  names: readonly string[];
  /** The filter (one of `names`) that searches `text`: a meeting ID by its ID, any other text by subject. */
  nameFor: (text: string) => string;
}

/** Props of a list's quick search: the list's filters, the one it searches with, and the filter query. */
export interface QuickSearchProps {
  definitions: FilterDefinition[];
  /** The text filter of the list's main text (name, e-mail, subject), or the rule choosing it. */
  name: string | QuickSearchRule;
  query: string;
  /** Names the list searched. */
  label: string;
  onChange: (query: string) => void;
}

/**
 * One box that searches a list's main text: its text is one filter of the list's query (held in the address like
 * the others, shown in the filter panel too); Enter searches, an emptied box shows all again; `/` focuses it.
 */
export function QuickSearch({ definitions, name, query, label, onChange }: QuickSearchProps) {
  const t = useT('admin');
  const rule = typeof name === 'string' ? { names: [name], nameFor: () => name } : name;
  const values = decodeFilterQuery(definitions, query);
  const held = rule.names.map((one) => values[one]).find((value) => typeof value === 'string');
  const current = typeof held === 'string' ? held : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const search = (value: string) => {
    const chosen = rule.nameFor(value.trim());
    const next = rule.names.reduce(
      (written, one) => withFilterText(definitions, written, one, one === chosen ? value : ''),
      query,
    );
    if (next !== query) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  return (
    <search className="quick-search" aria-label={t('search.of', { list: label })}>
      <form onSubmit={submit}>
        <input
          ref={input}
          type="search"
          className="control"
          aria-label={t('search.label')}
          aria-keyshortcuts="/"
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') search('');
          }}
        />
        <button type="submit" className="button button--secondary">
          {t('search.run')}
        </button>
      </form>
    </search>
  );
}
