import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { resetFetch, setFetch } from '../api/transport';
import { startSession } from '../stores/session';
import {
  $gateways,
  $managementNodes,
  type Gateway,
  loadManagementServer,
  type ManagementNode,
  type MeetingServer,
  needsConfirmation,
  setGatewayEnabled,
} from './services';

const SERVER: MeetingServer = {
  id: 1,
  address: 'ms-1.example.com',
  name: 'One',
  type: 'MEDIA',
  status: 'running',
  version: '7',
  connected: true,
  acceptNewMeetings: true,
  validated: true,
  enabled: true,
  meetingCount: 2,
  userCount: 5,
  zoneId: 1,
  zoneName: 'Zone',
};

describe('meeting server changes', () => {
  it('disabling a server is confirmed: it would end its meetings and refuse new ones', () => {
    expect(needsConfirmation(SERVER, { enabled: false })).to.equal(true);
    expect(needsConfirmation({ ...SERVER, meetingCount: 0 }, { enabled: false })).to.equal(true);
  });

  it('refusing new meetings on an enabled server is confirmed', () => {
    expect(needsConfirmation(SERVER, { acceptNewMeetings: false })).to.equal(true);
    expect(needsConfirmation({ ...SERVER, enabled: false }, { acceptNewMeetings: false })).to.equal(false);
  });

  it('validating a server is confirmed; moving it is confirmed by its own dialog', () => {
    expect(needsConfirmation({ ...SERVER, validated: false }, { validated: true })).to.equal(true);
    expect(needsConfirmation(SERVER, { zoneId: 2 })).to.equal(false);
  });

  it('enabling a server or accepting new meetings needs no confirmation', () => {
    expect(needsConfirmation({ ...SERVER, enabled: false }, { enabled: true })).to.equal(false);
    expect(needsConfirmation({ ...SERVER, acceptNewMeetings: false }, { acceptNewMeetings: true })).to.equal(
      false,
    );
  });
});

const WEBRTC: Gateway = {
  id: 7,
  type: 'WebRTC',
  address: 'gw-webrtc-1.example.com',
  enabled: true,
  used: 5,
  total: 100,
};
const REC: Gateway = { ...WEBRTC, id: 1, type: 'REC', address: 'gw-rec-1.example.com' };

describe('gateway changes', () => {
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
  });
  afterEach(() => {
    resetFetch();
    $gateways.set({ state: 'idle' });
  });

  it('a gateway disabled replaces its card in the list; the others stay', async () => {
    const server = fakeServer({
      'PATCH web/admin/services/gateways/7': reply(200, { ...WEBRTC, enabled: false }),
    });
    setFetch(server.fetch);
    $gateways.set({ state: 'ready', data: [REC, WEBRTC] });
    expect((await setGatewayEnabled(WEBRTC, false)).done).to.equal(true);
    expect(server.calls('PATCH web/admin/services/gateways/7')[0]?.body).to.deep.equal({ enabled: false });
    const shown = $gateways.get();
    expect(shown.state === 'ready' && shown.data.map((gateway) => gateway.enabled)).to.deep.equal([
      true,
      false,
    ]);
  });

  it('a refusal answers the server code and message and leaves the list as it was', async () => {
    const server = fakeServer({
      'PATCH web/admin/services/gateways/7': reply(404, {
        exception: { code: 1001, message: 'Gateway not found.' },
      }),
    });
    setFetch(server.fetch);
    $gateways.set({ state: 'ready', data: [REC, WEBRTC] });
    expect(await setGatewayEnabled(WEBRTC, false)).to.deep.equal({
      done: false,
      code: 1001,
      message: 'Gateway not found.',
    });
    const shown = $gateways.get();
    expect(shown.state === 'ready' && shown.data).to.deep.equal([REC, WEBRTC]);
  });
});

describe('the management server, asked again while shown', () => {
  const node = (cpu: number): ManagementNode => ({
    address: 'mgmt-1.example.com',
    version: '7',
    master: true,
    cpu,
    connectedClients: 3,
    startTime: '2026-11-01T08:00:00Z',
  });
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
  });
  afterEach(() => {
    resetFetch();
    $managementNodes.set({ state: 'idle' });
  });

  it('a poll answering after a later one does not bring its older nodes back', async () => {
    const server = fakeServer({
      'GET web/admin/services/management-server': [reply(200, [node(10)]), reply(200, [node(55)])],
    });
    // The first poll's answer is held until the second one has been shown.
    let release: () => void = () => undefined;
    const held = new Promise<void>((go) => (release = go));
    let asked = 0;
    setFetch(async (input, init) => {
      const response = server.fetch(input, init);
      if (++asked === 1) await held;
      return response;
    });
    const first = loadManagementServer();
    await loadManagementServer();
    const cpu = () => {
      const shown = $managementNodes.get();
      return shown.state === 'ready' ? shown.data[0]?.cpu : undefined;
    };
    expect(cpu()).to.equal(55);
    release();
    await first;
    expect(server.seen.length).to.equal(2);
    expect(cpu()).to.equal(55);
  });
});
