import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  $storage,
  loadStorage,
  type StorageSummary as StorageSummaryData,
  usedPercent,
} from '../../../core/admin/files';
import { formatSize } from '../../../core/format';
import { currentLanguage } from '../../../core/i18n';
import { Gauge } from '../../../widgets/chart/gauge';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { useT } from '../../../widgets/use-t';

/** Where files are stored and how much of the storage they use, with a gauge. */
export function StorageSummary() {
  const loaded = useStore($storage);
  useEffect(() => {
    void loadStorage();
  }, []);
  return (
    <LoadGate loaded={loaded} retry={() => void loadStorage()}>
      {(storage) => <Storage storage={storage} />}
    </LoadGate>
  );
}

/** The storage's facts beside its gauge. */
function Storage({ storage }: { storage: StorageSummaryData }) {
  const t = useT('files');
  const size = (bytes: number) => formatSize(bytes, currentLanguage());
  const used = t('summary.usedOf', { used: size(storage.usedBytes), total: size(storage.totalBytes) });
  return (
    <section className="section storage" aria-labelledby="storage-summary">
      <h2 id="storage-summary">{t('summary.title')}</h2>
      <div className="storage__body">
        <dl className="facts">
          <dt>{t('summary.path')}</dt>
          <dd>
            <code>{storage.path}</code> ({t(`summary.kind.${storage.type}`)})
          </dd>
          <dt>{t('summary.state')}</dt>
          <dd>{storage.enabled ? t('summary.enabled') : t('summary.disabled')}</dd>
          <dt>{t('summary.used')}</dt>
          <dd>{used}</dd>
          <dt>{t('summary.files')}</dt>
          <dd>{storage.fileCount}</dd>
          <dt>{t('summary.videos')}</dt>
          <dd>{size(storage.videoBytes)}</dd>
          <dt>{t('summary.documents')}</dt>
          <dd>{size(storage.documentBytes)}</dd>
        </dl>
        <div className="storage__gauge">
          <Gauge value={Math.round(usedPercent(storage) * 10) / 10} max={100} unit="%" label={used} />
        </div>
      </div>
    </section>
  );
}
