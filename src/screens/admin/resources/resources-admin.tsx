import { useEffect } from 'react';
import { loadResources } from '../../../core/admin/resources';
import { sheet, useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import type { AreaScreenProps } from '../kit/area-screen';
import { CapacitySection } from './capacity-section';
import { DownloadsSection } from './downloads-section';
import { IntegratorsSection, SupportSection } from './links-sections';
import css from './resources.css?inline';

const SHEETS = [sheet(css)];

/**
 * The resources area (spec 2 "resources", dist-spec/resources.md): what the deployment has left (capacity, used
 * of total) and what it hands out (client downloads, the contract for integrators, help and support addresses).
 */
export function ResourcesAdmin(_props: AreaScreenProps) {
  const t = useT('resources');
  return (
    <AdminPage area="resources" title={t('title')}>
      <Resources />
    </AdminPage>
  );
}

/** The area's sections, loaded once the frame knows the user may see them. */
function Resources() {
  const t = useT('resources');
  const adopt = useStyleSheets(SHEETS);
  useEffect(() => {
    void loadResources();
  }, []);
  return (
    <div ref={adopt} className="resources">
      <p className="muted">{t('intro')}</p>
      <CapacitySection />
      <DownloadsSection />
      <IntegratorsSection />
      <SupportSection />
    </div>
  );
}
