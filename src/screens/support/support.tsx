import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatList } from '../../core/format';
import { $translations } from '../../core/i18n';
import { $publicSettings } from '../../core/stores/public-settings';
import { ensurePublicSettings } from '../../core/stores/public-settings-once';
import {
  hourText,
  isSupportOpen,
  phoneHref,
  SUPPORT_CONTACT,
  supportSlots,
  webAddress,
} from '../../core/stores/support';
import { Icon } from '../../widgets/icon/icon';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { SCREEN_SHEET } from '../screen-sheet';
import css from './support.css?inline';

const SHEETS = [SCREEN_SHEET, sheet(css)];

/** Props of the support screen. */
export interface SupportProps {
  /** The time to show the desk open or closed at (tests); now by default. */
  now?: Date;
  params?: Record<string, string>;
  search?: Record<string, string>;
}

/** The support screen (spec 2, 9): e-mail, phone, opening hours, and the deployment's support and help sites. */
export function Support({ now }: SupportProps) {
  const t = useT('public');
  const adopt = useStyleSheets(SHEETS);
  const { language } = useStore($translations);
  const settings = useStore($publicSettings);
  const supportSite = webAddress(settings?.supportPath);
  const helpSite = webAddress(settings?.helpPath);
  useEffect(() => {
    void ensurePublicSettings();
  }, []);
  const slots = supportSlots(language);
  const open = isSupportOpen(now ?? new Date(), language);
  const hours = formatList(
    slots.map(([from, to]) => t('support.hours.slot', { from: hourText(from), to: hourText(to) })),
    'conjunction',
    language,
  );
  return (
    <div ref={adopt} className="page support-page" part="page">
      <h1>{t('support.title')}</h1>
      <p className="muted">{t('support.intro')}</p>
      <div className="support-grid">
        <section className="support-card" aria-labelledby="support-contact">
          <h2 id="support-contact">{t('support.contact.title')}</h2>
          <p className="line">
            <Icon name="mail" size={20} />
            <span>
              {t('support.contact.email')}{' '}
              <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
            </span>
          </p>
          <p className="line">
            <Icon name="phone" size={20} />
            <span>
              {t('support.contact.phone')}{' '}
              <a href={phoneHref(SUPPORT_CONTACT.phone)}>{SUPPORT_CONTACT.phone}</a>
            </span>
          </p>
        </section>
        <section className="support-card" aria-labelledby="support-hours">
          <h2 id="support-hours">{t('support.hours.title')}</h2>
          <p className="line">
            <Icon name="clock" size={20} />
            <span>{t('support.hours.schedule', { days: t('support.hours.days'), hours })}</span>
          </p>
          <p className="muted">{t('support.hours.timeZone')}</p>
          <p className={open ? 'status status--open' : 'status'}>
            {open ? t('support.hours.open') : t('support.hours.closed')}
          </p>
        </section>
        {supportSite || helpSite ? (
          <section className="support-card" aria-labelledby="support-sites">
            <h2 id="support-sites">{t('support.sites.title')}</h2>
            {supportSite ? (
              <p className="line">
                <Icon name="support" size={20} />
                <a href={supportSite}>{t('support.sites.support')}</a>
              </p>
            ) : null}
            {helpSite ? (
              <p className="line">
                <Icon name="help" size={20} />
                <a href={helpSite}>{t('support.sites.help')}</a>
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
