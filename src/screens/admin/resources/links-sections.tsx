import { useStore } from '@nanostores/react';
import { deploymentUrl, exportUrl, INTEGRATOR_FILES } from '../../../core/admin/resources';
import { $config } from '../../../core/config';
import { routeHref } from '../../../core/router';
import { $publicSettings } from '../../../core/stores/public-settings';
import { phoneHref, SUPPORT_CONTACT, webAddress } from '../../../core/stores/support';
import { useT } from '../../../widgets/use-t';
import { useMayCall } from '../kit/use-may-call';
import { CopyLink } from './copy-link';

/** What integrators need: the API's address and description, the element manifest, the signalling messages. */
export function IntegratorsSection() {
  const t = useT('resources');
  const { apiBase } = useStore($config);
  return (
    <section className="section" aria-labelledby="resources-integrators">
      <h2 id="resources-integrators">{t('integrators.heading')}</h2>
      <p className="muted">{t('integrators.text')}</p>
      <ul className="plain-list">
        <li>
          <CopyLink name={t('integrators.apiBase')} value={deploymentUrl(apiBase)} href={null} />
        </li>
        <li>
          <CopyLink name={t('integrators.api')} value={exportUrl(INTEGRATOR_FILES.api)} />
        </li>
        <li>
          <CopyLink name={t('integrators.elements')} value={exportUrl(INTEGRATOR_FILES.elements)} />
        </li>
        <li>
          <CopyLink name={t('integrators.loader')} value={exportUrl('elements/meet-loader.js')} />
        </li>
        <li>
          <CopyLink name={t('integrators.signalling')} value={exportUrl(INTEGRATOR_FILES.signalling)} />
        </li>
      </ul>
    </section>
  );
}

/** Where users find help: the help center and support site of the settings, the support desk, the support page. */
export function SupportSection() {
  const t = useT('resources');
  const settings = useStore($publicSettings);
  const maySet = useMayCall('updateGeneralSettings');
  const help = webAddress(settings?.helpPath);
  const site = webAddress(settings?.supportPath);
  const unset = (name: string) => (
    <p className="copy-link">
      <span className="copy-link__name">{name}</span>
      <span className="muted">
        {t('support.unset')} {maySet && <a href={routeHref('setting')}>{t('support.settings')}</a>}
      </span>
    </p>
  );
  return (
    <section className="section" aria-labelledby="resources-support">
      <h2 id="resources-support">{t('support.heading')}</h2>
      <ul className="plain-list">
        <li>
          {help ? (
            <CopyLink name={t('support.help')} value={deploymentUrl(help)} />
          ) : (
            unset(t('support.help'))
          )}
        </li>
        <li>
          {site ? (
            <CopyLink name={t('support.site')} value={deploymentUrl(site)} />
          ) : (
            unset(t('support.site'))
          )}
        </li>
        <li>
          <CopyLink
            name={t('support.email')}
            value={SUPPORT_CONTACT.email}
            href={`mailto:${SUPPORT_CONTACT.email}`}
          />
        </li>
        <li>
          <CopyLink
            name={t('support.phone')}
            value={SUPPORT_CONTACT.phone}
            href={phoneHref(SUPPORT_CONTACT.phone)}
          />
        </li>
        <li>
          <CopyLink name={t('support.page')} value={deploymentUrl(routeHref('support'))} />
        </li>
      </ul>
    </section>
  );
}
