import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { routeHref } from '../../core/router';
import { $downloads, loadDownloads, withStoreLinks } from '../../core/stores/downloads';
import { browserIdentity, type Detected, detectPlatform, orderPlatforms } from '../../core/stores/platform';
import { $publicSettings } from '../../core/stores/public-settings';
import { ensurePublicSettings } from '../../core/stores/public-settings-once';
import { Alert } from '../../widgets/alert/alert';
import { Brand } from '../../widgets/brand/brand';
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { SCREEN_SHEET } from '../screen-sheet';
import css from './download.css?inline';
import { PlatformCard } from './platform-card';

const SHEETS = [FIELD_SHEET, SCREEN_SHEET, sheet(css)];
const NO_FILES = { version: '', platforms: [] };

/** Props of the download page. */
export interface DownloadProps {
  /** `auth` under the header (route download); `no-auth` for visitors (download-no-auth, no header). */
  variant?: 'auth' | 'no-auth';
  /** The browser's identity (tests); the real one by default. */
  identity?: Parameters<typeof detectPlatform>[0];
  params?: Record<string, string>;
  search?: Record<string, string>;
}

/** Client downloads (spec 1, 2): every platform, the visitor's own suggested first. */
export function Download({ variant = 'auth', identity }: DownloadProps) {
  const t = useT('public');
  const te = useT('error');
  const tc = useT('common');
  const adopt = useStyleSheets(SHEETS);
  const state = useStore($downloads);
  const settings = useStore($publicSettings);
  const detected: Detected | null = useMemo(() => detectPlatform(identity ?? browserIdentity()), [identity]);
  useEffect(() => {
    void ensurePublicSettings();
    void loadDownloads();
  }, []);
  // Without the list the store links of the settings still give phones their app.
  const downloads = withStoreLinks(state.status === 'ready' ? state.downloads : NO_FILES, settings);
  const platforms = orderPlatforms(downloads.platforms, detected?.platform ?? null);
  return (
    <div ref={adopt} className="page download-page" part="page">
      {variant === 'no-auth' ? (
        <p className="public-brand">
          <Brand />
        </p>
      ) : null}
      <header className="download-head">
        <h1>{t('download.title')}</h1>
        <p className="muted">{t('download.intro')}</p>
        {downloads.version ? (
          <p className="muted">{t('download.version', { version: downloads.version })}</p>
        ) : null}
      </header>
      {state.status === 'loading' ? <p aria-live="polite">{tc('loading')}</p> : null}
      {state.status === 'failed' ? (
        <Alert>
          <span>{te(`code.${state.code}`)}</span>
          <button type="button" className="button button--secondary" onClick={() => void loadDownloads()}>
            {t('download.retry')}
          </button>
        </Alert>
      ) : null}
      <div className="platforms">
        {platforms.map((platform) => (
          <PlatformCard
            key={platform.platform}
            platform={platform}
            suggested={platform.platform === detected?.platform ? detected.kind : undefined}
          />
        ))}
      </div>
      <p className="links">
        <a href={routeHref('support')}>{t('download.help')}</a>
        {variant === 'no-auth' ? <a href={routeHref('login')}>{t('download.signIn')}</a> : null}
      </p>
    </div>
  );
}
