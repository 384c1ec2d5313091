import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  $apiClients,
  type ApiClient,
  createApiClient,
  deleteApiClient,
  loadApiClients,
} from '../../../core/admin/settings';
import { formatDateTime } from '../../../core/format';
import { isEmail } from '../../../core/validators';
import { Alert } from '../../../widgets/alert/alert';
import { useT } from '../../../widgets/use-t';
import { columnTable } from '../kit/columns';
import { InlineAddForm } from '../kit/inline-add-form';
import { SmallList } from '../kit/small-list';

/** The API clients of the authentication settings: a key created for a user is shown once; deletion asks. */
export function ApiClients() {
  const t = useT('settings');
  const ta = useT('admin');
  const clients = useStore($apiClients);
  const [created, setCreated] = useState<ApiClient | null>(null);
  useEffect(() => {
    void loadApiClients();
  }, []);

  async function remove(client: ApiClient) {
    const result = await deleteApiClient(client.id);
    if (result.done && created?.id === client.id) setCreated(null);
    return result;
  }

  return (
    <SmallList
      heading={t('apiClients.title')}
      loaded={clients}
      retry={() => void loadApiClients()}
      rowKey={(client) => client.id}
      empty={t('apiClients.none')}
      columns={columnTable<ApiClient>('settings:apiClients', {
        email: {},
        key: { cell: (client) => <code>{client.apiKey}</code> },
        created: { cell: (client) => formatDateTime(client.creationDate) },
      })}
      remove={{
        title: t('apiClients.title'),
        label: (client) => t('apiClients.deleteOf', { email: client.email }),
        confirm: (client) => ({
          title: t('apiClients.deleteTitle'),
          message: t('apiClients.deleteMessage', { email: client.email }),
          validateLabel: t('apiClients.delete'),
        }),
        remove,
      }}
    >
      {created && (
        <Alert tone="info">
          <p>{t('apiClients.createdOnce', { email: created.email })}</p>
          <code className="key">{created.apiKey}</code>
        </Alert>
      )}
      <InlineAddForm
        label={t('apiClients.newEmail')}
        button={t('apiClients.create')}
        type="email"
        maxLength={320}
        check={(email) => (isEmail(email) ? undefined : ta('emailInvalid'))}
        add={createApiClient}
        done={setCreated}
      />
    </SmallList>
  );
}
