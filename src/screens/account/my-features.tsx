import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { MyFeature } from '../../core/api/account-calls';
import { formatNumber, formatUnit } from '../../core/format';
import { findTranslation, type Translator } from '../../core/i18n';
import { $myFeatures, loadMyFeatures } from '../../core/stores/account-lists';
import { useLanguage } from '../../widgets/chart/use-language';
import { LoadGate } from '../../widgets/load-gate/load-gate';
import { Table } from '../../widgets/table/table';
import type { TableColumn } from '../../widgets/table/table-types';
import { useT } from '../../widgets/use-t';
import { useTranslationsKey } from './use-translations-key';

const COLUMNS: TableColumn[] = [
  { name: 'name', translation: 'account:features.name', sortable: true },
  { name: 'value', translation: 'account:features.value' },
  { name: 'description', translation: 'account:features.description', sortable: true },
];

/** A feature's value as the reader's language writes it: enabled or disabled, or a number in its unit. */
function featureValue(feature: MyFeature, language: string, t: Translator<'account'>): string {
  if (typeof feature.value === 'boolean') return t(feature.value ? 'features.enabled' : 'features.disabled');
  if (feature.name === 'RecordingQuota') {
    return formatUnit(feature.value, 'gigabyte', 2, language);
  }
  // A video size is named by its height, as in "720p".
  if (feature.name === 'AudioVideo_MaxVideoSize') return `${feature.value}p`;
  return formatNumber(feature.value, 0, language);
}

/** The user's feature flags: name, value and description (a table). */
export function MyFeatures() {
  const t = useT('account');
  const features = useStore($myFeatures);
  useEffect(() => {
    void loadMyFeatures();
  }, []);
  return (
    <section className="form" aria-labelledby="account-features">
      <h2 id="account-features">{t('features.heading')}</h2>
      <LoadGate loaded={features} retry={loadMyFeatures} failed={t('loadFailed')}>
        {(list) => <FeatureTable features={list} />}
      </LoadGate>
    </section>
  );
}

function FeatureTable({ features }: { features: MyFeature[] }) {
  const t = useT('account');
  const language = useLanguage();
  const translations = useTranslationsKey();
  // Rows change only with the features and the translations (which `t` reads): stable rows keep the table's page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is a new function each render; `translations` tracks it
  const rows = useMemo(
    () =>
      features.map((feature) => {
        const value = featureValue(feature, language, t);
        // i18n-keys: account:features.feature.*
        const description =
          findTranslation('account', `features.feature.${feature.name}`) ?? feature.description;
        return { name: feature.name, value, description };
      }),
    [features, language, translations],
  );
  return <Table columns={COLUMNS} rows={rows} label={t('features.label')} />;
}
