// Every frame is checked against dist-spec/signalling.schema.json, the same file the contract documents.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ClientMessage, ServerMessage } from './types';

/** Where the schema lives, relative to the repository. */
export const SCHEMA_PATH = resolve(import.meta.dirname, '../../dist-spec/signalling.schema.json');
/** Frames longer than this are refused with an ERROR (ws closes the socket past four times as much). */
export const MAX_FRAME_BYTES = 64 * 1024;

const SCHEMA_ID = 'urn:meet:signalling';
/** The schema definition of each client frame type. */
const CLIENT_DEFS: Record<ClientMessage['type'], string> = {
  PREPARE: 'Prepare',
  LOGIN: 'Login',
  START: 'Start',
  RTC: 'Rtc',
  KEEP_ALIVE: 'KeepAlive',
  CHAT: 'Chat',
  MEDIA_STATE: 'MediaState',
  HAND: 'Hand',
  REACTION: 'Reaction',
};
/** The answer type of each client frame type, used to refuse a malformed frame in its own terms. */
const ANSWER_OF = {
  PREPARE: 'RESPONSE_PREPARE',
  LOGIN: 'RESPONSE_LOGIN',
  START: 'RESPONSE_START',
  RTC: 'RESPONSE_RTC',
  KEEP_ALIVE: 'RESPONSE_KEEP_ALIVE',
  CHAT: 'RESPONSE_CHAT',
  MEDIA_STATE: 'RESPONSE_MEDIA_STATE',
  HAND: 'RESPONSE_HAND',
  REACTION: 'RESPONSE_REACTION',
} as const;

const ajv = new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addSchema(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as object);

function validator(def: string): ValidateFunction {
  const validate = ajv.getSchema(`${SCHEMA_ID}#/$defs/${def}`);
  if (!validate) throw new Error(`signalling.schema.json has no $defs/${def}`);
  return validate;
}

const clientValidators = Object.fromEntries(
  Object.entries(CLIENT_DEFS).map(([type, def]) => [type, validator(def)]),
) as Record<ClientMessage['type'], ValidateFunction>;
const serverValidator = validator('ServerMessage');
const clientValidator = validator('ClientMessage');

/** Either the frame as a valid client message, or the answer that refuses it. */
export type Parsed = { ok: true; message: ClientMessage } | { ok: false; answer: ServerMessage };

function refuse(type: string, message: string): Parsed {
  if (Object.hasOwn(ANSWER_OF, type)) {
    const answer = ANSWER_OF[type as ClientMessage['type']];
    if (answer === 'RESPONSE_LOGIN')
      return { ok: false, answer: { type: answer, error: 1004, info: null, message } };
    if (answer === 'RESPONSE_START')
      return { ok: false, answer: { type: answer, error: 1004, timeToStart: 0, message } };
    return { ok: false, answer: { type: answer, error: 1004, message } };
  }
  return { ok: false, answer: { type: 'ERROR', error: 1004, message } };
}

/** Parses and validates one websocket frame. */
export function parseFrame(raw: string | Buffer, byteLength: number): Parsed {
  if (byteLength > MAX_FRAME_BYTES)
    return refuse('', `Frame too large: ${byteLength} bytes, at most ${MAX_FRAME_BYTES}.`);
  let value: unknown;
  try {
    value = JSON.parse(raw.toString());
  } catch {
    return refuse('', 'Frame is not JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return refuse('', 'Frame is not an object.');
  const type = (value as { type?: unknown }).type;
  // Own keys only: an inherited name (`toString`, `__proto__`) is no message type, and a type that is not a
  // string is not quoted back (an object's `toString` may be anything, even throw).
  if (typeof type !== 'string' || !Object.hasOwn(clientValidators, type)) {
    return refuse('', `Unknown message type: ${typeof type === 'string' ? type.slice(0, 40) : typeof type}.`);
  }
  const validate = clientValidators[type as ClientMessage['type']];
  if (!validate(value)) {
    // A full name the schema refuses (not text, far too long) is still a full-name error for the guest.
    if (type === 'LOGIN' && validate.errors?.[0]?.instancePath === '/userFullName') {
      return { ok: false, answer: { type: 'RESPONSE_LOGIN', error: 'INVALID_USER_FULL_NAME', info: null } };
    }
    return refuse(type, `Invalid ${type}: ${ajv.errorsText(validate.errors)}.`);
  }
  return { ok: true, message: value as ClientMessage };
}

/** Errors of a server frame against the schema (empty when it conforms); for tests. */
export function serverMessageErrors(message: unknown): string {
  return serverValidator(message) ? '' : ajv.errorsText(serverValidator.errors);
}

/** Errors of a client frame against the schema (empty when it conforms); for tests. */
export function clientMessageErrors(message: unknown): string {
  return clientValidator(message) ? '' : ajv.errorsText(clientValidator.errors);
}
