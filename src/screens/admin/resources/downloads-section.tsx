import { useStore } from '@nanostores/react';
import { deploymentUrl } from '../../../core/admin/resources';
import type { Downloads } from '../../../core/api/public-calls';
import { formatUnit } from '../../../core/format';
import { routeHref } from '../../../core/router';
import { $downloads, loadDownloads, megabytes, withStoreLinks } from '../../../core/stores/downloads';
import type { Loadable } from '../../../core/stores/loadable';
import { PLATFORM_NAMES } from '../../../core/stores/platform';
import { $publicSettings } from '../../../core/stores/public-settings';
import { useLanguage } from '../../../widgets/chart/use-language';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { useT } from '../../../widgets/use-t';
import { CopyLink } from './copy-link';

/** The client downloads the deployment hands out: its version, the users' download page, every file's link. */
export function DownloadsSection() {
  const t = useT('resources');
  const tp = useT('public');
  const language = useLanguage();
  const state = useStore($downloads);
  const settings = useStore($publicSettings);
  const loaded: Loadable<Downloads> =
    state.status === 'ready'
      ? { state: 'ready', data: withStoreLinks(state.downloads, settings) }
      : state.status === 'failed'
        ? { state: 'failed', code: state.code }
        : { state: 'loading' };
  return (
    <section className="section" aria-labelledby="resources-downloads">
      <h2 id="resources-downloads">{t('downloads.heading')}</h2>
      <LoadGate loaded={loaded} failed={t('downloads.failed')} retry={() => void loadDownloads()}>
        {(downloads) => (
          <>
            <p>{t('downloads.version', { version: downloads.version })}</p>
            <CopyLink name={t('downloads.page')} value={deploymentUrl(routeHref('downloadNoAuth'))} />
            {downloads.platforms.map((platform) => (
              <section
                key={platform.platform}
                className="platform-files"
                aria-labelledby={`resources-${platform.platform}`}
              >
                <h3 id={`resources-${platform.platform}`}>{PLATFORM_NAMES[platform.platform]}</h3>
                <ul className="plain-list">
                  {platform.files.map((file) => (
                    <li key={file.kind}>
                      <CopyLink
                        name={tp(`download.kind.${file.kind}`)}
                        value={deploymentUrl(
                          file.kind === 'repository' ? routeHref('downloadRepo') : file.url,
                        )}
                        detail={
                          file.size === undefined
                            ? undefined
                            : formatUnit(megabytes(file.size), 'megabyte', 0, language)
                        }
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </LoadGate>
    </section>
  );
}
