import { useState } from 'react';
import { importGdprFile } from '../../../core/admin/settings';
import { FileImport } from '../../../widgets/inputs/file-import/file-import';
import { useT } from '../../../widgets/use-t';

/** The GDPR texts' import: a CSV file (language;text;content) replaces the texts it names. */
export function GdprImport() {
  const t = useT('settings');
  const te = useT('error');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function take(file: File | null) {
    if (!file) return;
    const imported = await importGdprFile(file);
    setResult(
      imported.done
        ? { ok: true, text: t('gdpr.imported') }
        : { ok: false, text: `${t('gdpr.importFailed')} ${te(`code.${imported.code}`)}` },
    );
  }
  return (
    <section className="section" aria-labelledby="gdpr-import">
      <h2 id="gdpr-import">{t('gdpr.import')}</h2>
      <p className="muted">{t('gdpr.importHelp')}</p>
      <FileImport label={t('gdpr.file')} accept=".csv,text/csv" onMeetChange={take} />
      {result && (
        <p className={result.ok ? 'alert alert--info' : 'alert'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </section>
  );
}
