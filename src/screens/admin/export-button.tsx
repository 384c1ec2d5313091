import { useState } from 'react';
import { ERROR_GENERIC } from '../../core/constants';
import { notify } from '../../core/notifications';
import { errorCode } from '../../core/stores/loadable';
import { useT } from '../../widgets/use-t';

/** Props of the export button: the list's exporter and the filter it applies. */
export interface ExportButtonProps {
  /** Downloads the rows matching `filter` as CSV. */
  exporter: (filter: string) => Promise<void>;
  filter: string;
}

/** The one export of a list: the rows its filters keep, as CSV; busy while the file comes; a failure says why. */
export function ExportButton({ exporter, filter }: ExportButtonProps) {
  const t = useT('admin');
  const te = useT('error');
  const [running, setRunning] = useState(false);
  async function run() {
    setRunning(true);
    try {
      await exporter(filter);
    } catch (error) {
      notify({ title: t('export.failed'), message: te(`code.${errorCode(error) ?? ERROR_GENERIC}`) });
    } finally {
      setRunning(false);
    }
  }
  return (
    <button type="button" className="button button--secondary" disabled={running} onClick={run}>
      {running ? t('export.running') : t('export.open')}
    </button>
  );
}
