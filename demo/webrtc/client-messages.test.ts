// The browser client's frames conform to the same schema the server validates with.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chatMessage,
  keepAliveMessage,
  loginMessage,
  mediaStateMessage,
  rtcMessage,
  startMessage,
} from '../../src/core/webrtc/messages';
import { issueJoinTicket } from '../auth/join-tickets';
import { clientMessageErrors, parseFrame } from './schema';

const frames = {
  LOGIN: loginMessage(
    '100000001',
    'Ada Lovelace',
    '0123456789abcdef0123456789abcdef',
    issueJoinTicket('100000001'),
  ),
  START: startMessage('100000001'),
  'RTC answer': rtcMessage('100000001', { sdp: { type: 'answer', sdp: 'v=0\r\n' } }),
  'RTC candidate': rtcMessage('100000001', {
    candidate: {
      candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
      usernameFragment: 'abcd',
    },
  }),
  'RTC end of candidates': rtcMessage('100000001', { candidate: null }),
  'RTC ICE restart request': rtcMessage('100000001', { iceRestart: true }),
  MEDIA_STATE: mediaStateMessage('100000001', false, true, true),
  KEEP_ALIVE: keepAliveMessage(),
  CHAT: chatMessage('100000001', 'Hello'),
};

for (const [name, frame] of Object.entries(frames)) {
  test(`the client's ${name} frame conforms to signalling.schema.json and the server accepts it`, () => {
    assert.equal(clientMessageErrors(frame), '');
    const text = JSON.stringify(frame);
    assert.equal(parseFrame(text, text.length).ok, true);
  });
}
