// Keyframe requests to a publisher are rate-limited, and the last one is never dropped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rateLimited } from './gateway/keyframes';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('keyframe requests reach the publisher at most once per interval, the last one delayed rather than dropped', async () => {
  const sent: number[] = [];
  const limiter = rateLimited(() => sent.push(Date.now()) > 0, 100, 100);
  for (let i = 0; i < 10; i++) limiter.request();
  assert.equal(sent.length, 1, 'the first request goes at once');
  await pause(150);
  assert.equal(sent.length, 2, 'the burst collapses into one trailing request');
  assert.ok((sent[1] ?? 0) - (sent[0] ?? 0) >= 95);
  limiter.request();
  limiter.stop();
  await pause(150);
  assert.equal(sent.length, 2, 'a stopped limiter sends nothing more');
});

test('the first retry waits only the short retry time, the next ones the whole interval', async () => {
  const sent: number[] = [];
  const limiter = rateLimited(() => sent.push(Date.now()) > 0, 10_000, 20);
  limiter.request();
  limiter.request();
  assert.equal(sent.length, 1, 'a retry in the same moment as the first request waits');
  await pause(120);
  assert.equal(sent.length, 2, 'the first retry goes after the retry time, not the interval');
  limiter.request();
  await pause(120);
  assert.equal(sent.length, 2, 'the second retry waits the whole interval');
  limiter.stop();
});

test('a keyframe request that could not go out holds back none: the next one goes at once', () => {
  let ready = false;
  let sent = 0;
  const limiter = rateLimited(() => {
    if (ready) sent += 1;
    return ready;
  }, 10_000);
  limiter.request();
  ready = true;
  limiter.request();
  assert.equal(sent, 1, 'sent at once, not an interval later');
  limiter.stop();
});
