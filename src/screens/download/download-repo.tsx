import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { copyText } from '../../core/clipboard';
import { goBack, routeHref } from '../../core/router';
import { $downloads, loadDownloads } from '../../core/stores/downloads';
import { type RepositoryCommands, repositoryCommands } from '../../core/stores/repository';
import { Alert } from '../../widgets/alert/alert';
import { BackButton } from '../../widgets/back-button/back-button';
import { Icon } from '../../widgets/icon/icon';
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useMediaQuery } from '../../widgets/use-media-query';
import { useT } from '../../widgets/use-t';
import { SCREEN_SHEET } from '../screen-sheet';
import css from './download.css?inline';

const SHEETS = [FIELD_SHEET, SCREEN_SHEET, sheet(css)];
/** A phone (download.css's breakpoint): the copy buttons keep the width for the command and show their icon. */
const NARROW = '(max-width: 36rem)';

/** Props the router gives a screen. */
export interface DownloadRepoProps {
  params?: Record<string, string>;
  search?: Record<string, string>;
}

/** Repository install of the Linux client (route download-repo): apt, yum and zypper lines to copy. */
export function DownloadRepo(_props: DownloadRepoProps) {
  const t = useT('public');
  const te = useT('error');
  const tc = useT('common');
  const adopt = useStyleSheets(SHEETS);
  const state = useStore($downloads);
  const [copied, setCopied] = useState('');
  useEffect(() => {
    void loadDownloads();
  }, []);
  const linux =
    state.status === 'ready' ? state.downloads.platforms.find((p) => p.platform === 'linux') : undefined;
  const instructions = linux?.files.find((f) => f.kind === 'repository')?.instructions ?? '';
  const groups = repositoryCommands(instructions);
  const copy = async (text: string) => {
    setCopied('');
    setCopied((await copyText(text)) ? t('repo.copied') : t('repo.copyFailed'));
  };
  return (
    <div ref={adopt} className="page download-page" part="page">
      <BackButton fallbackHref={routeHref('downloadNoAuth')} onBack={() => goBack('downloadNoAuth')} />
      <header className="download-head">
        <h1>{t('repo.title')}</h1>
        <p className="muted">{t('repo.intro')}</p>
      </header>
      {state.status === 'loading' ? <p>{tc('loading')}</p> : null}
      {state.status === 'failed' ? (
        <Alert>
          <Icon name="error" size={18} />
          {te(`code.${state.code}`)}
        </Alert>
      ) : null}
      {state.status === 'ready' && groups.length === 0 ? <p>{t('repo.none')}</p> : null}
      {groups.map((group) => (
        <CommandGroup key={group.manager} group={group} onCopy={copy} />
      ))}
      <p className="copied" role="status">
        {copied}
      </p>
    </div>
  );
}

/** One package manager's lines, each with its copy button, and a button that copies them all. */
function CommandGroup({ group, onCopy }: { group: RepositoryCommands; onCopy: (text: string) => void }) {
  const narrow = useMediaQuery(NARROW);
  const t = useT('public');
  const id = useId();
  const title = t(`repo.manager.${group.manager}`);
  return (
    <section className="repo" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>
        <Icon name="linux" size={20} />
        {title}
      </h2>
      <ol className="commands">
        {group.lines.map((line, index) => (
          <li key={line} className="command">
            <code id={`${id}${index}`}>{line}</code>
            <button
              type="button"
              className="button button--secondary"
              aria-describedby={`${id}${index}`}
              onClick={() => onCopy(line)}
            >
              <Icon name="copy" size={18} />
              <span className={narrow ? 'visually-hidden' : undefined}>{t('repo.copy')}</span>
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        aria-describedby={`${id}title`}
        onClick={() => onCopy(group.lines.join('\n'))}
      >
        <Icon name="copy" size={18} />
        {t('repo.copyAll')}
      </button>
    </section>
  );
}
