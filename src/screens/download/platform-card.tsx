import { useStore } from '@nanostores/react';
import type { DownloadFile, DownloadPlatform } from '../../core/api/public-calls';
import { formatUnit } from '../../core/format';
import { $translations } from '../../core/i18n';
import { routeHref } from '../../core/router';
import { megabytes } from '../../core/stores/downloads';
import { type FileKind, PLATFORM_NAMES } from '../../core/stores/platform';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';

/** Props of one platform's card. */
export interface PlatformCardProps {
  platform: DownloadPlatform;
  /** The visitor's platform: the card says so and its best file comes first, as the main button. */
  suggested?: FileKind;
}

const ICON = { windows: 'windows', mac: 'apple', linux: 'linux', android: 'android', ios: 'apple' } as const;

/** One platform and its files: installers, packages, archives, store links, the repository install. */
export function PlatformCard({ platform, suggested }: PlatformCardProps) {
  const t = useT('public');
  const name = PLATFORM_NAMES[platform.platform];
  const files = suggested
    ? [...platform.files].sort((a, b) => Number(b.kind === suggested) - Number(a.kind === suggested))
    : platform.files;
  const titleId = `platform-${platform.platform}`;
  return (
    <section className={suggested ? 'platform platform--suggested' : 'platform'} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Icon name={ICON[platform.platform]} size={22} />
        {name}
      </h2>
      {suggested ? <p className="badge">{t('download.suggested')}</p> : null}
      <ul className="files">
        {files.map((file, index) => (
          <li key={file.kind}>
            <FileLink file={file} main={suggested !== undefined && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FileLink({ file, main }: { file: DownloadFile; main: boolean }) {
  const t = useT('public');
  const { language } = useStore($translations);
  const size = file.size === undefined ? null : formatUnit(megabytes(file.size), 'megabyte', 0, language);
  const store = file.kind === 'appStore' || file.kind === 'googlePlay';
  const href = file.kind === 'repository' ? routeHref('downloadRepo') : file.url;
  const icon = file.kind === 'repository' ? 'linux' : store ? 'external-link' : 'download';
  return (
    <a
      className={main ? 'button file' : 'button button--secondary file'}
      href={href}
      download={store || file.kind === 'repository' ? undefined : ''}
    >
      <Icon name={icon} size={18} />
      <span className="file__name">{t(`download.kind.${file.kind}`)}</span>
      {size ? <span className="file__size">{size}</span> : null}
    </a>
  );
}
