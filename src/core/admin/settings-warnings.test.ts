import { expect } from '@open-wc/testing';
import {
  GATEWAY_OF,
  type GatewayState,
  groupWarnings,
  type MeetingAccessFacts,
  meetingAccessWarnings,
  recordingWarnings,
  storageWarnings,
} from './settings-warnings';

const ALL_GATEWAYS: GatewayState[] = [
  'REC',
  'H323_SIP_IN',
  'H323_OUT',
  'SIP_OUT',
  'PSTN_OUT',
  'PSTN_IN',
  'WebRTC',
].map((type) => ({ type: type as GatewayState['type'], enabled: true }));
const FINE: MeetingAccessFacts = {
  allowUnauthenticatedUsers: true,
  pinCode: true,
  webRtc: true,
  incomingH323Sip: true,
  outgoingH323: true,
  outgoingSip: true,
  outgoingPstn: true,
  incomingPstn: true,
  pstnSipTrunkAddress: 'sip.trunk.example.net',
  stunServers: ['stun:stun.example.net'],
  turnServers: [],
};
const keys = (access: Partial<MeetingAccessFacts>, gateways = ALL_GATEWAYS) =>
  meetingAccessWarnings({ ...FINE, ...access }, gateways).map((warning) => warning.key);

describe('settings warnings (spec 5)', () => {
  it('a fully configured meeting access shows no warning', () => {
    expect(keys({})).to.deep.equal([]);
  });

  it('PIN code requires activation of PIN code, and the warning is gone once it is on', () => {
    expect(keys({ pinCode: false })).to.deep.equal(['pinCode']);
    expect(keys({ pinCode: false, webRtc: false }).includes('pinCode')).to.equal(false);
  });

  it('unauthenticated users must be allowed for browser meetings', () => {
    expect(keys({ allowUnauthenticatedUsers: false })).to.deep.equal(['unauthenticated']);
  });

  it('WebRTC servers not configured: no STUN and no TURN server', () => {
    expect(keys({ stunServers: [] })).to.deep.equal(['webRtcServers']);
    expect(
      keys({ stunServers: [], turnServers: [{ url: 'turn:t', username: 'u', credential: 'c' }] }),
    ).to.deep.equal([]);
  });

  it('PSTN servers not configured: incoming or outgoing PSTN without a SIP trunk address', () => {
    expect(keys({ pstnSipTrunkAddress: ' ' })).to.deep.equal(['pstnServers']);
    expect(keys({ pstnSipTrunkAddress: '', incomingPstn: false, outgoingPstn: false })).to.deep.equal([]);
  });

  it('each access needs an enabled gateway of its type (WebRTC, H323/SIP in, H323 out, SIP out, PSTN in and out)', () => {
    for (const [field, type] of GATEWAY_OF) {
      const gateways = ALL_GATEWAYS.map((g) => (g.type === type ? { ...g, enabled: false } : g));
      expect(keys({}, gateways), type).to.deep.equal([`gateway.${type}`]);
      expect(keys({ [field]: false }, gateways).includes(`gateway.${type}`), type).to.equal(false);
    }
  });

  it('gateway warnings wait for the gateways to be known', () => {
    expect(meetingAccessWarnings({ ...FINE }, null)).to.deep.equal([]);
  });

  it('recording requires file storage enabled, and an enabled REC gateway', () => {
    expect(
      recordingWarnings({ enabled: true }, { enabled: false }, ALL_GATEWAYS).map((w) => w.key),
    ).to.deep.equal(['recordingStorage']);
    const noRec = ALL_GATEWAYS.filter((g) => g.type !== 'REC');
    expect(recordingWarnings({ enabled: true }, { enabled: true }, noRec).map((w) => w.key)).to.deep.equal([
      'gateway.REC',
    ]);
    expect(recordingWarnings({ enabled: false }, { enabled: false }, noRec)).to.deep.equal([]);
    expect(storageWarnings({ enabled: false }, { enabled: true }).map((w) => w.key)).to.deep.equal([
      'recordingStorage',
    ]);
    expect(storageWarnings({ enabled: true }, { enabled: true })).to.deep.equal([]);
  });

  it('a group shows the warnings of its values, none before they are loaded', () => {
    const context = { storage: { enabled: false }, recording: { enabled: true }, gateways: ALL_GATEWAYS };
    expect(groupWarnings('recording', { enabled: true, quotaGb: 1 }, context)).to.have.length(1);
    expect(groupWarnings('meetingAccess', null, context)).to.deep.equal([]);
    expect(groupWarnings('general', { fqdn: 'x' }, context)).to.deep.equal([]);
  });
});
