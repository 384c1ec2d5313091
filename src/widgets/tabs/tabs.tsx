import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { sheet, useStyleSheets } from '../styles';
import { useTranslated } from '../table/translated';
import css from './tabs.css?inline';

const SHEETS = [sheet(css)];
const NO_TABS: readonly TabItem[] = [];

/** A tab: `translation` is an i18n key (`namespace:key`) or plain text. */
export interface TabItem {
  id: string;
  translation: string;
  disabled?: boolean;
}

/** Props of a tab set. */
export interface TabsProps {
  tabs: readonly TabItem[];
  /** The id of the selected tab (default: the first enabled one). */
  selected?: string;
  /** Accessible name of the tab list. */
  label?: string;
  /** Draws the selected tab's panel. */
  panel?: (id: string) => ReactNode;
  onChange?: (id: string) => void;
}

/** Index of the enabled tab `step` places away from `from`, wrapping around (arrow keys). */
export function stepTab(tabs: readonly TabItem[], from: number, step: number): number {
  for (let i = 1; i <= tabs.length; i++) {
    const index = (((from + step * i) % tabs.length) + tabs.length) % tabs.length;
    if (!tabs[index]?.disabled) return index;
  }
  return from;
}

/** Tabs after the WAI-ARIA tabs pattern: arrow keys, Home and End move and select; Tab enters the panel. */
export function Tabs({ tabs = NO_TABS, selected, label, panel, onChange }: TabsProps) {
  const base = useId();
  const text = useTranslated(tabs.map((tab) => tab.translation));
  const adopt = useStyleSheets(SHEETS);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(selected);
  const [previous, setPrevious] = useState(selected);
  if (selected !== previous) {
    setPrevious(selected);
    setCurrent(selected);
  }
  const chosen = tabs.findIndex((tab) => tab.id === current && !tab.disabled);
  const activeIndex = chosen >= 0 ? chosen : stepTab(tabs, -1, 1);

  // The row scrolls sideways on a phone: the selected tab is brought into it, from the address or the keys.
  useLayoutEffect(() => {
    const button = buttons.current[activeIndex];
    const list = button?.parentElement;
    if (!button || !list) return;
    const tab = button.getBoundingClientRect();
    const row = list.getBoundingClientRect();
    if (tab.left < row.left) list.scrollLeft -= row.left - tab.left;
    else if (tab.right > row.right) list.scrollLeft += tab.right - row.right;
  }, [activeIndex]);

  const choose = (index: number) => {
    const tab = tabs[index];
    if (!tab || tab.disabled) return;
    buttons.current[index]?.focus();
    if (index === activeIndex) return;
    setCurrent(tab.id);
    onChange?.(tab.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: stepTab(tabs, activeIndex, 1),
      ArrowLeft: stepTab(tabs, activeIndex, -1),
      Home: stepTab(tabs, -1, 1),
      End: stepTab(tabs, tabs.length, -1),
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className="meet-tabs" ref={adopt}>
      <div role="tablist" aria-label={label} className="list" part="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === activeIndex}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === activeIndex ? 0 : -1}
            disabled={tab.disabled}
            part="tab"
            onClick={() => choose(index)}
          >
            {text(tab.translation)}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== activeIndex}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the tab order
          tabIndex={0}
          className="panel"
          part="panel"
        >
          {index === activeIndex && panel?.(tab.id)}
        </div>
      ))}
    </div>
  );
}
