import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { managesOrganizations, visibleAreas } from '../../core/admin/areas';
import { $searchEverywhere, type Found, searchEverywhere } from '../../core/admin/search-everywhere';
import { SETTINGS_GROUPS } from '../../core/admin/settings-fields';
import { SEARCH_EVERYWHERE_MIN, SEARCH_EVERYWHERE_PER_KIND } from '../../core/constants';
import { $translations } from '../../core/i18n';
import { navigate, type RouteName, rolesOf, routeHref } from '../../core/router';
import { $me } from '../../core/stores/me';
import { browserIdentity, detectPlatform } from '../../core/stores/platform';
import { Icon } from '../../widgets/icon/icon';
import { Modal } from '../../widgets/modal/modal';
import { namespaceReady, useT } from '../../widgets/use-t';

/** A result of any kind: a record found by the server, an area or a setting found among their names. */
type Result = Omit<Found, 'kind'> & { kind: Found['kind'] | 'area' | 'setting' };

const KINDS: readonly Result['kind'][] = [
  'area',
  'user',
  'tag',
  'organization',
  'subscription',
  'meeting',
  'setting',
];

/** The areas and settings whose translated names hold `text`, as results. */
function useNamed(text: string): Result[] {
  const t = useT('app');
  const ts = useT('settings');
  const me = useStore($me);
  return useMemo(() => {
    const needle = text.trim().toLocaleLowerCase();
    if (needle.length < SEARCH_EVERYWHERE_MIN) return [];
    const holds = (name: string) => name.toLocaleLowerCase().includes(needle);
    const roles = rolesOf(me);
    const areas = visibleAreas(roles, managesOrganizations(me))
      .filter((area) => !('under' in area))
      .map((area) => ({
        kind: 'area' as const,
        // i18n-keys: app:menu.*
        text: t(`menu.${area.id}`),
        detail: '',
        href: routeHref(Object.keys(area.routes)[0] as RouteName),
      }))
      .filter((area) => holds(area.text));
    const settings = visibleAreas(roles).some((area) => area.id === 'settings')
      ? SETTINGS_GROUPS.flatMap((group) =>
          group.fields.map((field) => ({
            kind: 'setting' as const,
            text: ts(`field.${group.id}.${field.path}`),
            detail: ts(`group.${group.id}`),
            href: routeHref('setting', undefined, { group: group.id }),
          })),
        )
          .filter((setting) => holds(setting.text))
          .slice(0, SEARCH_EVERYWHERE_PER_KIND)
      : [];
    return [...areas, ...settings];
  }, [text, me, t, ts]);
}

/**
 * The search everywhere dialog: one box that finds users, tags, organizations, subscriptions, meetings (by ID or
 * subject), settings by field name and the console's areas, each only when the user may open it; arrows move
 * through the results, Enter opens one, Escape closes and gives the focus back.
 */
export function SearchEverywhereDialog({ onClose }: { onClose: () => void }) {
  const t = useT('admin');
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const searched = useStore($searchEverywhere);
  const named = useNamed(text);
  useEffect(() => {
    void searchEverywhere(text);
    setActive(0);
  }, [text]);
  useEffect(() => () => void searchEverywhere(''), []);
  const found = searched.text === text.trim() ? searched.found : [];
  const results: Result[] = KINDS.flatMap((kind) =>
    [...named, ...found].filter((result) => result.kind === kind),
  );
  const choose = (result: Result | undefined) => {
    if (!result) return;
    onClose();
    navigate(result.href);
  };
  const onKey = (event: KeyboardEvent) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
    else if (event.key === 'ArrowUp') setActive(active <= 0 ? last : active - 1);
    else if (event.key === 'Home' && results.length > 0) setActive(0);
    else if (event.key === 'End' && results.length > 0) setActive(last);
    else if (event.key === 'Enter') choose(results[active]);
    else return;
    event.preventDefault();
  };
  const short = text.trim().length < SEARCH_EVERYWHERE_MIN;
  const status = short
    ? t('everywhere.tooShort', { count: SEARCH_EVERYWHERE_MIN })
    : searched.state === 'loading'
      ? t('everywhere.searching')
      : results.length === 0
        ? t('everywhere.none', { text: text.trim() })
        : t('everywhere.count', { count: results.length });
  const optionId = (index: number) => `${id}-option-${index}`;
  let index = -1;
  return (
    <Modal shown heading={t('everywhere.title')} width="40rem" onChange={(shown) => shown || onClose()}>
      <div className="everywhere">
        <input
          type="search"
          className="control"
          role="combobox"
          aria-label={t('everywhere.label')}
          aria-expanded={results.length > 0}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
          placeholder={t('everywhere.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKey}
        />
        <p className="muted" role="status">
          {status}
        </p>
        <div
          id={`${id}-results`}
          role="listbox"
          aria-label={t('everywhere.results')}
          className="everywhere__results"
        >
          {KINDS.map((kind) => {
            const ofKind = results.filter((result) => result.kind === kind);
            if (ofKind.length === 0) return null;
            // i18n-keys: admin:everywhere.kind.*
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups of options, never a fieldset
              <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
                <p id={`${id}-${kind}`} className="everywhere__kind" role="presentation">
                  {t(`everywhere.kind.${kind}`)}
                </p>
                {ofKind.map((result) => {
                  index++;
                  const mine = index;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the box's arrows and Enter choose an option
                    <div
                      key={optionId(mine)}
                      id={optionId(mine)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={mine === active}
                      className="everywhere__option"
                      onMouseMove={() => setActive(mine)}
                      onClick={() => choose(result)}
                    >
                      <span>{result.text}</span>
                      {result.detail && <span className="muted"> {result.detail}</span>}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </Modal>
  );
}

const TEXTS = ['admin', 'app', 'settings', 'overlay'];

/** The shortcut as the keyboard names it: Cmd on a Mac (and an iPad's keyboard), Ctrl elsewhere. */
const onApple = () => ['mac', 'ios'].includes(detectPlatform(browserIdentity())?.platform ?? '');

/**
 * The console header's "Search everywhere" button, showing its shortcut: the button, or Ctrl+K (Cmd+K on a Mac) on
 * any screen of the console, opens the search everywhere dialog; one page with two areas opens one dialog.
 */
export function SearchEverywhere() {
  const t = useT('admin');
  const [opened, setOpened] = useState(false);
  // The dialog opens with its texts there: waiting for them inside it would hide the page behind it.
  const open = useCallback(() => {
    const { language } = $translations.get();
    void Promise.all(TEXTS.map((namespace) => namespaceReady(namespace, language))).then(() =>
      setOpened(true),
    );
  }, []);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.defaultPrevented) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="button button--secondary everywhere__open"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={open}
      >
        <Icon name="search" size={18} />
        {t('everywhere.title')}
        <span aria-hidden="true" className="everywhere__keys">
          {onApple() ? '⌘ K' : t('everywhere.shortcut')}
        </span>
      </button>
      {opened && <SearchEverywhereDialog onClose={() => setOpened(false)} />}
    </>
  );
}
