import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  $apiClients,
  type ApiClient,
  createApiClient,
  deleteApiClient,
  loadApiClients,
} from '../../../core/admin/settings';
import { formatDateTime } from '../../../core/format';
import { notify } from '../../../core/notifications';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';

/** The API clients of the authentication settings: a key created for a user is shown once; deletion asks. */
export function ApiClients() {
  const t = useT('settings');
  const tc = useT('common');
  const te = useT('error');
  const clients = useStore($apiClients);
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<ApiClient | null>(null);
  const [failure, setFailure] = useState<number | null>(null);
  useEffect(() => {
    void loadApiClients();
  }, []);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return;
    const answer = await createApiClient(email.trim());
    if (typeof answer === 'number') return setFailure(answer);
    setFailure(null);
    setCreated(answer);
    setEmail('');
  }

  async function remove(client: ApiClient) {
    const asked = await confirmed({
      title: t('apiClients.deleteTitle'),
      message: t('apiClients.deleteMessage', { email: client.email }),
      validateLabel: t('apiClients.delete'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    const refused = await deleteApiClient(client.id);
    if (refused !== undefined) notify({ title: t('apiClients.title'), message: te(`code.${refused}`) });
    else if (created?.id === client.id) setCreated(null);
  }

  return (
    <section className="section" aria-labelledby="api-clients">
      <h2 id="api-clients">{t('apiClients.title')}</h2>
      {clients.state === 'failed' && (
        <p className="alert" role="alert">
          {te(`code.${clients.code}`)}
        </p>
      )}
      {clients.state === 'ready' && clients.data.length === 0 && (
        <p className="muted">{t('apiClients.none')}</p>
      )}
      {clients.state === 'ready' && clients.data.length > 0 && (
        <div className="scroll">
          <table className="clients">
            <caption className="visually-hidden">{t('apiClients.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiClients.email')}</th>
                <th scope="col">{t('apiClients.key')}</th>
                <th scope="col">{t('apiClients.created')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('apiClients.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {clients.data.map((client) => (
                <tr key={client.id}>
                  <td>{client.email}</td>
                  <td>
                    <code>{client.apiKey}</code>
                  </td>
                  <td>{formatDateTime(client.creationDate)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--danger"
                      aria-label={t('apiClients.deleteOf', { email: client.email })}
                      onClick={() => remove(client)}
                    >
                      {t('apiClients.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {created && (
        <div className="notice" role="status">
          <p>{t('apiClients.createdOnce', { email: created.email })}</p>
          <code className="key">{created.apiKey}</code>
        </div>
      )}
      <form className="inline-form" onSubmit={create} noValidate>
        <TextInput
          label={t('apiClients.newEmail')}
          type="email"
          value={email}
          maxLength={320}
          error={failure === null ? undefined : te(`code.${failure}`)}
          onMeetChange={setEmail}
        />
        <button type="submit" className="button">
          {t('apiClients.create')}
        </button>
      </form>
    </section>
  );
}
