import { useEffect, useId, useLayoutEffect } from 'react';
import { configure } from '../../core/config';
import { API_PATH } from '../../core/constants';
import { isLanguage, pickLanguage, setLanguage } from '../../core/i18n';
import { leaveForJoinPage } from '../../core/stores/meeting-pins';
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { SCREEN_SHEET } from '../screen-sheet';
import { IdentifiersForm } from './identifiers-form';
import css from './join.css?inline';

const SHEETS = [FIELD_SHEET, SCREEN_SHEET, sheet(css)];

/** Props of the portal's join form. */
export interface PortalJoinProps {
  /** A meeting ID to start with. */
  meetingId?: string;
  /** The deployment's application address (`https://meet.example.com/meet/`); its API is under it too. */
  appUrl?: string;
  apiBase?: string;
  lang?: string;
}

// The portal is not the application: a full page load of the deployment's join page, whoever routes, with the
// PIN code the visitor typed here.
const openJoinPage = leaveForJoinPage;

/**
 * The join form a portal embeds: meeting ID and PIN code checked with the deployment, then its meeting
 * join page opens in the same tab. A full page load: the portal is not the application.
 */
export function PortalJoin({ meetingId, appUrl, apiBase, lang }: PortalJoinProps) {
  const t = useT('public');
  const adopt = useStyleSheets(SHEETS);
  const titleId = useId();
  // Before the form's first call (children's effects run first): an explicit api-base wins, otherwise the
  // deployment's API sits under its application address.
  useLayoutEffect(() => {
    const base = appUrl && (appUrl.endsWith('/') ? appUrl : `${appUrl}/`);
    configure({ basePath: base, apiBase: apiBase || (base && `${base}${API_PATH}`) });
  }, [appUrl, apiBase]);
  // Without a lang attribute the visitor's browser language applies (spec 1), as in the application.
  useEffect(() => {
    if (!isLanguage(lang)) void setLanguage(pickLanguage(navigator.languages));
  }, [lang]);
  return (
    <section ref={adopt} className="public-card portal" part="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('portal.title')}</h2>
      <p className="muted">{t('identifiers.intro')}</p>
      <IdentifiersForm initialId={meetingId} onJoin={openJoinPage} />
    </section>
  );
}
