import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { resetApiTimings, resetFetch, setFetch } from '../api/transport';
import { $identifiersCheck, checkMeetingIdentifiers, normalizeMeetingId } from './join-identifiers';

const JOIN = 'GET web/meetings/join';

describe('join without account: meeting ID and PIN code', () => {
  beforeEach(() => resetForTest());
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('a meeting ID copied with spaces, dashes or dots is read as its digits', () => {
    expect(normalizeMeetingId(' 100 000 001 ')).to.equal('100000001');
    expect(normalizeMeetingId('100-000.001')).to.equal('100000001');
  });

  it('the server accepting the pair answers the meeting ID, sent with the PIN code', async () => {
    const server = fakeServer({ [JOIN]: reply(200, { id: '100000001' }) });
    setFetch(server.fetch);
    expect(await checkMeetingIdentifiers('100 000 001', '1234')).to.equal('100000001');
    expect(server.seen[0]?.path).to.equal('web/meetings/join?umi=100000001&pinCode=1234');
    expect($identifiersCheck.get()).to.deep.equal({ busy: false, problem: null });
  });

  it('404/1001 (unknown meeting or wrong PIN) is "invalid identifiers"; so is an ID the server refuses', async () => {
    setFetch(fakeServer({ [JOIN]: reply(404, { exception: { code: 1001 } }) }).fetch);
    expect(await checkMeetingIdentifiers('100000001', '9999')).to.equal(null);
    expect($identifiersCheck.get().problem).to.deep.equal({ kind: 'invalid' });
    setFetch(fakeServer({ [JOIN]: reply(400, { exception: { code: 1004 } }) }).fetch);
    expect(await checkMeetingIdentifiers('12', '1234')).to.equal(null);
    expect($identifiersCheck.get().problem).to.deep.equal({ kind: 'invalid' });
  });

  it('a server failure keeps its error code for the error catalogue', async () => {
    setFetch(fakeServer({ [JOIN]: reply(503, { exception: { code: 1000 } }) }).fetch);
    await checkMeetingIdentifiers('100000001', '1234');
    expect($identifiersCheck.get().problem).to.deep.equal({ kind: 'failed', code: 1000 });
  });

  it('an empty meeting ID or PIN code is refused before any call; the PIN only when PIN codes are on', async () => {
    const server = fakeServer({ [JOIN]: reply(200, { id: '100000001' }) });
    setFetch(server.fetch);
    await checkMeetingIdentifiers('  ', '1234');
    expect($identifiersCheck.get().problem).to.deep.equal({ kind: 'missingId' });
    await checkMeetingIdentifiers('100000001', '');
    expect($identifiersCheck.get().problem).to.deep.equal({ kind: 'missingPin' });
    expect(server.seen).to.have.length(0);
    expect(await checkMeetingIdentifiers('100000001', '', false)).to.equal('100000001');
    expect(server.seen[0]?.path).to.equal('web/meetings/join?umi=100000001');
  });
});
