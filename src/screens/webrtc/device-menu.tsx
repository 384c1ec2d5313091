import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  $background,
  $deviceChoice,
  $devices,
  $noiseSuppression,
  BACKGROUND_EFFECTS,
  backgroundSupported,
  chooseBackground,
  chooseDevice,
  type DeviceKind,
  setNoiseSuppression,
} from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { openBeside } from '../../widgets/popup/top-layer';
import { useT } from '../../widgets/use-t';

/** Props of a device menu: the kinds of device it offers, its button's name, and where it opens. */
interface DeviceMenuProps {
  kinds: DeviceKind[];
  label: string;
  /** The menu opens above its button (the control bar) or below it (the preview). */
  placement?: 'above' | 'below';
}

/** The item a key moves to from `index` of `count`: arrows wrap, Home and End go to the ends; else null. */
export function itemAfterKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The menu's items, and the one with the focus (-1 when none). */
function itemsOf(menu: HTMLElement | null): { items: HTMLElement[]; current: number } {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  const root = menu?.getRootNode() as Document | ShadowRoot | undefined;
  return { items, current: items.indexOf(root?.activeElement as HTMLElement) };
}

/** The devices of one kind as checkable items: the browser's default first, then each device by name. */
function DeviceGroup({ kind, onChosen }: { kind: DeviceKind; onChosen: () => void }) {
  const t = useT('meeting');
  const devices = useStore($devices).filter((d) => d.kind === kind && d.deviceId !== 'default');
  const chosen = useStore($deviceChoice)[kind];
  const current = devices.some((d) => d.deviceId === chosen) ? chosen : '';
  const entries = [
    { deviceId: '', label: t('webrtc.defaultDevice') },
    ...devices.map((d, index) => ({
      deviceId: d.deviceId,
      label: d.label || t(`webrtc.unnamed.${kind}`, { n: index + 1 }),
    })),
  ];
  const choose = (deviceId: string) => {
    chooseDevice(kind, deviceId);
    onChosen();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of menu items is role="group" (ARIA menu pattern).
    <div role="group" aria-label={t(`webrtc.${kind}`)}>
      <p className="menu-heading" aria-hidden="true">
        {t(`webrtc.${kind}`)}
      </p>
      {entries.map((entry) => (
        <button
          key={entry.deviceId || 'default'}
          type="button"
          role="menuitemradio"
          aria-checked={entry.deviceId === current}
          tabIndex={-1}
          onClick={() => choose(entry.deviceId)}
        >
          <span className="menu-check">{entry.deviceId === current ? <Icon name="check" /> : null}</span>
          {entry.label}
        </button>
      ))}
    </div>
  );
}

/** The browser's noise suppression as a checkable item of the microphone's menu. */
function NoiseSuppressionItem({ onChosen }: { onChosen: () => void }) {
  const t = useT('meeting');
  const on = useStore($noiseSuppression);
  return (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={on}
      tabIndex={-1}
      onClick={() => {
        setNoiseSuppression(!on);
        onChosen();
      }}
    >
      <span className="menu-check">{on ? <Icon name="check" /> : null}</span>
      {t('webrtc.noiseSuppression')}
    </button>
  );
}

/** The background effects as checkable items of the camera's menu (one disabled item where the browser cannot). */
function BackgroundGroup({ onChosen }: { onChosen: () => void }) {
  const t = useT('meeting');
  const chosen = useStore($background);
  const supported = backgroundSupported();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of menu items is role="group" (ARIA menu pattern).
    <div role="group" aria-label={t('webrtc.background.heading')}>
      <p className="menu-heading" aria-hidden="true">
        {t('webrtc.background.heading')}
      </p>
      {supported ? (
        BACKGROUND_EFFECTS.map((effect) => (
          <button
            key={effect}
            type="button"
            role="menuitemradio"
            aria-checked={effect === chosen}
            tabIndex={-1}
            onClick={() => {
              chooseBackground(effect);
              onChosen();
            }}
          >
            <span className="menu-check">{effect === chosen ? <Icon name="check" /> : null}</span>
            {t(`webrtc.background.${effect}`)}
          </button>
        ))
      ) : (
        <button type="button" role="menuitem" aria-disabled="true" tabIndex={-1}>
          <span className="menu-check" />
          {t('webrtc.background.unavailable')}
        </button>
      )}
    </div>
  );
}

/**
 * A chevron button opening a menu of cameras, microphones or speakers, noise suppression with the microphones and
 * the background effects with the cameras
 * (the ARIA menu button pattern): arrows
 * move, Enter or Space choose, Escape or Tab close, and the focus returns to the button. The menu is in the top
 * layer beside the toggle it belongs to, so neither the preview nor a portal's card clips it.
 */
export function DeviceMenu({ kinds, label, placement = 'above' }: DeviceMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Along the start of the toggle the chevron sits on (the menu's parent), as one pill with it.
  useLayoutEffect(() => {
    const toggle = button.current?.parentElement?.parentElement;
    if (open && menu.current && toggle)
      return openBeside(menu.current, toggle, { prefer: placement, align: 'start', gap: 8 });
  }, [open, placement]);
  const show = (first: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const { items } = itemsOf(menu.current);
      items[first === 'first' ? 0 : items.length - 1]?.focus();
    });
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const { items, current } = itemsOf(menu.current);
    const next = itemAfterKey(event.key, current, items.length);
    if (next !== null) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the focus leaving the button and its menu closes it.
    <div
      className="device-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="chevron"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        <Icon name={placement === 'above' ? 'chevron-up' : 'chevron-down'} />
      </button>
      {open ? (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          className="menu popup"
          popover="manual"
          onKeyDown={onMenuKey}
        >
          {kinds.map((kind) => (
            <DeviceGroup key={kind} kind={kind} onChosen={() => close(true)} />
          ))}
          {kinds.includes('microphone') ? <NoiseSuppressionItem onChosen={() => close(true)} /> : null}
          {kinds.includes('camera') ? <BackgroundGroup onChosen={() => close(true)} /> : null}
        </div>
      ) : null}
    </div>
  );
}
