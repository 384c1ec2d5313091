import { expect } from '@open-wc/testing';
import { $config } from '../config';
import {
  capacityOf,
  deploymentUrl,
  exportUrl,
  gatewayCapacity,
  serverCapacity,
  subscriptionCapacity,
} from './resources';
import type { Gateway, MeetingServer } from './services';

const server = (patch: Partial<MeetingServer>) =>
  ({ status: 'running', connected: true, enabled: true, ...patch }) as MeetingServer;
const gateway = (patch: Partial<Gateway>) => ({ enabled: true, used: 0, total: 0, ...patch }) as Gateway;
const subscriptions = {
  total: 3,
  enabled: 2,
  perpetual: 1,
  expiringIn30Days: 0,
  exceedingOrganizers: 1,
  seats: 120,
  organizers: 45,
  maxOrganizers: 40,
};

describe('resources: capacity and addresses', () => {
  afterEach(() => $config.setKey('apiBase', '/meet/services/json/'));

  it('seats and organizers: the organizers of the enabled subscriptions, of their seats and of those allowed', () => {
    expect(subscriptionCapacity(subscriptions)).to.deep.equal({
      seats: { used: 45, total: 120 },
      organizers: { used: 45, total: 40 },
    });
  });

  it('a meeting server counts as up only when running, connected and enabled', () => {
    const servers = [
      server({}),
      server({ status: 'degraded' }),
      server({ connected: false }),
      server({ enabled: false }),
      server({}),
    ];
    expect(serverCapacity(servers)).to.deep.equal({ used: 2, total: 5 });
    expect(serverCapacity([])).to.deep.equal({ used: 0, total: 0 });
  });

  it('gateway channels: used of total over the enabled gateways only', () => {
    const gateways = [
      gateway({ used: 3, total: 10 }),
      gateway({ used: 1, total: 4 }),
      gateway({ enabled: false, used: 9, total: 9 }),
    ];
    expect(gatewayCapacity(gateways)).to.deep.equal({ used: 4, total: 14 });
  });

  it('each measure loads, fails and is ready on its own', () => {
    const capacity = capacityOf(
      { state: 'ready', data: { subscriptions } as never },
      { state: 'failed', code: 1005 },
      { state: 'loading' },
      { state: 'ready', data: [gateway({ used: 2, total: 8 })] },
    );
    expect(capacity.seats).to.deep.equal({ state: 'ready', data: { used: 45, total: 120 } });
    expect(capacity.storage).to.deep.equal({ state: 'failed', code: 1005 });
    expect(capacity.servers).to.deep.equal({ state: 'loading' });
    expect(capacity.gateways).to.deep.equal({ state: 'ready', data: { used: 2, total: 8 } });
  });

  it('an address the server gives as a path is whole on the deployment, that of the API', () => {
    const page = 'https://portal.example.org/news/';
    expect(deploymentUrl('/meet/downloads/1.0/meet.msi', page)).to.equal(
      'https://portal.example.org/meet/downloads/1.0/meet.msi',
    );
    $config.setKey('apiBase', 'https://meet.example.com/meet/services/json/');
    expect(deploymentUrl('/meet/downloads/1.0/meet.msi', page)).to.equal(
      'https://meet.example.com/meet/downloads/1.0/meet.msi',
    );
    expect(deploymentUrl('https://help.example.com/faq', page)).to.equal('https://help.example.com/faq');
    expect(exportUrl('spec/openapi.yaml', page)).to.equal('https://meet.example.com/meet/spec/openapi.yaml');
  });
});
