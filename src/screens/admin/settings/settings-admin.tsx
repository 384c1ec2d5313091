import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { dropSettingsEdits, holdsSettingsEdits } from '../../../core/admin/settings';
import { SETTINGS_GROUPS, type SettingsGroupId, settingsGroup } from '../../../core/admin/settings-fields';
import { $addressQuery, changeAddressQuery } from '../../../core/lists/address';
import { routeHref } from '../../../core/router';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import type { AreaScreenProps } from '../kit/area-screen';
import { HistoryLink } from '../kit/history-link';
import { GroupForm } from './group-form';
import { SETTINGS_SHEETS } from './settings-sheet';

/** The settings area: the 16 groups of spec section 3, one form each, chosen by `?group=`. */
export function SettingsAdmin(_props: AreaScreenProps) {
  const t = useT('settings');
  const adopt = useStyleSheets(SETTINGS_SHEETS);
  const query = useStore($addressQuery);
  const group = settingsGroup(new URLSearchParams(query).get('group'));
  const ta = useT('admin');

  // The application's leave prompt only guards other pages; a group is a query of this one, so ask here.
  async function choose(event: MouseEvent, id: SettingsGroupId) {
    if (!holdsSettingsEdits(group.id)) return;
    event.preventDefault();
    const leave = await confirmed({
      destructive: true,
      title: ta('leave.title'),
      message: ta('leave.message'),
      validateLabel: ta('leave.confirm'),
      cancelLabel: ta('leave.cancel'),
    });
    if (!leave) return;
    dropSettingsEdits(group.id);
    changeAddressQuery({ group: id });
  }
  return (
    <AdminPage
      area="settings"
      title={t('title')}
      aside={<HistoryLink recordType="settings" recordId={group.id} />}
    >
      <div ref={adopt} className="settings">
        <nav className="settings__nav" aria-label={t('groups')}>
          <ul>
            {SETTINGS_GROUPS.map(({ id }) => (
              <li key={id}>
                <a
                  href={routeHref('setting', undefined, { group: id })}
                  aria-current={id === group.id ? 'page' : undefined}
                  onClick={(event) => choose(event, id)}
                >
                  {t(`group.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings__main">
          <GroupForm key={group.id} group={group} />
        </div>
      </div>
    </AdminPage>
  );
}
