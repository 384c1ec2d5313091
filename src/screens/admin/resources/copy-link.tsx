import { useT } from '../../../widgets/use-t';
import { CopyButton } from '../kit/copy-button';

/** Props of an address to hand out: what it is, the address copied, and where its link goes when not there. */
export interface CopyLinkProps {
  name: string;
  /** The text copied and shown: a whole address, an e-mail address, a phone number. */
  value: string;
  /** Where the name links to (`mailto:`, `tel:`); the value itself by default, none when null. */
  href?: string | null;
  /** Beside the name: a file's size. */
  detail?: string;
}

/** An address the administrator hands out: its name (a link), the whole address, and a button that copies it. */
export function CopyLink({ name, value, href, detail }: CopyLinkProps) {
  const t = useT('resources');
  const target = href === undefined ? value : href;
  return (
    <div className="copy-link">
      <span className="copy-link__name">
        {target === null ? name : <a href={target}>{name}</a>}
        {detail ? (
          <>
            {' '}
            <span className="muted copy-link__size">{detail}</span>
          </>
        ) : null}
      </span>
      <code className="copy-link__value">{value}</code>
      <span className="copy-link__copy">
        <CopyButton
          className="button button--secondary"
          value={value}
          text={t('copy.button')}
          label={t('copy.label', { name })}
          copied={t('copy.copied')}
          failed={t('copy.failed')}
        />
      </span>
    </div>
  );
}
