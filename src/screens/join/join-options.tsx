import { useStore } from '@nanostores/react';
import type { JoinableMeeting } from '../../core/api/types';
import { $translations } from '../../core/i18n';
import { routeHref } from '../../core/router';
import { appJoinLink, browserJoin, phoneNumbersFor } from '../../core/stores/meeting-join-rules';
import { $publicSettings } from '../../core/stores/public-settings';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';

/** How to join (spec 2 "Meeting join page"): open in browser, open in app, by phone. */
export function JoinOptions({ meeting }: { meeting: JoinableMeeting }) {
  return (
    <div className="options">
      <BrowserOption meeting={meeting} />
      <AppOption umi={meeting.id} />
      {meeting.phoneNumbers.length > 0 ? <PhoneOption meeting={meeting} /> : null}
    </div>
  );
}

/** The browser entry, offered only when the meeting is open to browsers and it is not too early. */
function BrowserOption({ meeting }: { meeting: JoinableMeeting }) {
  const t = useT('public');
  const state = browserJoin(meeting);
  return (
    <section className="option" aria-labelledby="option-browser">
      <h2 id="option-browser">
        <Icon name="camera" size={20} />
        {t('meetingJoin.browser.title')}
      </h2>
      {state === 'available' ? (
        <>
          <a className="button" href={routeHref('webrtc', {}, { umi: meeting.id })}>
            {t('meetingJoin.browser.open')}
          </a>
          {meeting.approvalRequired ? <p className="muted">{t('meetingJoin.browser.approval')}</p> : null}
        </>
      ) : state === 'tooEarly' ? (
        <p className="note">
          <Icon name="clock" size={18} />
          <span>{t('meetingJoin.browser.tooEarly')}</span>
        </p>
      ) : (
        <>
          <p className="note">
            <Icon name="lock" size={18} />
            <span>{t('meetingJoin.browser.disabled')}</span>
          </p>
          <a className="button button--secondary" href={routeHref('login')}>
            {t('meetingJoin.browser.signIn')}
          </a>
        </>
      )}
    </section>
  );
}

/** The installed app, opened through its URL scheme; a link to the downloads for those without it. */
function AppOption({ umi }: { umi: string }) {
  const t = useT('public');
  const settings = useStore($publicSettings);
  return (
    <section className="option" aria-labelledby="option-app">
      <h2 id="option-app">
        <Icon name="windows" size={20} />
        {t('meetingJoin.app.title')}
      </h2>
      <a className="button button--secondary" href={appJoinLink(settings, umi, location.host)}>
        {t('meetingJoin.app.open')}
      </a>
      <p className="muted">
        {t('meetingJoin.app.noApp')} <a href={routeHref('downloadNoAuth')}>{t('meetingJoin.app.download')}</a>
      </p>
    </section>
  );
}

/** Dial-in numbers (those in the interface language first) and what to enter once connected. */
function PhoneOption({ meeting }: { meeting: JoinableMeeting }) {
  const t = useT('public');
  const { language } = useStore($translations);
  const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return (
    <section className="option option--wide" aria-labelledby="option-phone">
      <h2 id="option-phone">
        <Icon name="phone" size={20} />
        {t('meetingJoin.phone.title')}
      </h2>
      <ul className="phones">
        {phoneNumbersFor(meeting.phoneNumbers, language).map((entry) => (
          <li key={entry.identifier}>
            <span>{safeRegion(regions, entry.country)}</span>
            <a href={`tel:${entry.phoneNumber.replace(/[^+0-9]/g, '')}`}>{entry.phoneNumber}</a>
          </li>
        ))}
      </ul>
      {meeting.phoneLoginInfo ? (
        <>
          <h3>{t('meetingJoin.phone.login')}</h3>
          <p>{meeting.phoneLoginInfo}</p>
        </>
      ) : null}
    </section>
  );
}

function safeRegion(regions: Intl.DisplayNames, country: string): string {
  try {
    return regions.of(country) ?? country;
  } catch {
    // Not a region code the browser knows: show it as the server wrote it.
    return country;
  }
}
