import { useT } from '../../../widgets/use-t';

/** Why a part offers no change: the signed-in user's roles may read it, and the contract keeps changes to others. */
export function ReadOnlyNote() {
  const t = useT('admin');
  return <p className="muted read-only">{t('readOnly')}</p>;
}
