import { expect } from '@open-wc/testing';
import { type MeetingServer, needsConfirmation } from './services';

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

  it('enabling a server or accepting new meetings needs no confirmation', () => {
    expect(needsConfirmation({ ...SERVER, enabled: false }, { enabled: true })).to.equal(false);
    expect(needsConfirmation({ ...SERVER, acceptNewMeetings: false }, { acceptNewMeetings: true })).to.equal(
      false,
    );
  });
});
