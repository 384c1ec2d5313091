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
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { useT } from '../../../widgets/use-t';
import { InlineAddForm } from '../kit/inline-add-form';
import { SmallTable } from '../kit/small-table';

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
    <section className="section" aria-labelledby="api-clients">
      <h2 id="api-clients">{t('apiClients.title')}</h2>
      <LoadGate loaded={clients} retry={() => void loadApiClients()}>
        {(rows) => (
          <SmallTable
            caption={t('apiClients.title')}
            rows={rows}
            rowKey={(client) => client.id}
            empty={t('apiClients.none')}
            columns={[
              { key: 'email', label: t('apiClients.email'), cell: (client) => client.email },
              { key: 'key', label: t('apiClients.key'), cell: (client) => <code>{client.apiKey}</code> },
              {
                key: 'created',
                label: t('apiClients.created'),
                cell: (client) => formatDateTime(client.creationDate),
              },
            ]}
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
          />
        )}
      </LoadGate>
      {created && (
        <div className="alert alert--info" role="status">
          <p>{t('apiClients.createdOnce', { email: created.email })}</p>
          <code className="key">{created.apiKey}</code>
        </div>
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
    </section>
  );
}
