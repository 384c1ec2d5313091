// The settings warnings of spec section 5 as pure functions: each holds while its condition does, and is
// gone once the settings (or the gateways) are fixed.
import type { components } from '../api/schema';

type Schemas = components['schemas'];
/** A gateway type of the contract. */
export type GatewayType = Schemas['GatewayType'];
/** What the warnings look at of a gateway. */
export type GatewayState = Pick<Schemas['Gateway'], 'type' | 'enabled'>;

/** What the meeting-access warnings look at. */
export type MeetingAccessFacts = Pick<
  Schemas['MeetingAccessSettings'],
  | 'allowUnauthenticatedUsers'
  | 'pinCode'
  | 'webRtc'
  | 'incomingH323Sip'
  | 'outgoingH323'
  | 'outgoingSip'
  | 'outgoingPstn'
  | 'incomingPstn'
  | 'pstnSipTrunkAddress'
  | 'stunServers'
  | 'turnServers'
>;

/** A warning: its translation key under `settings:warning`, and the field it stands beside. */
export interface SettingsWarning {
  key: string;
  field: string;
}

/** Each meeting-access toggle and the gateway it needs. */
export const GATEWAY_OF: readonly [field: keyof MeetingAccessFacts, type: GatewayType][] = [
  ['webRtc', 'WebRTC'],
  ['incomingH323Sip', 'H323_SIP_IN'],
  ['outgoingH323', 'H323_OUT'],
  ['outgoingSip', 'SIP_OUT'],
  ['incomingPstn', 'PSTN_IN'],
  ['outgoingPstn', 'PSTN_OUT'],
];

/** True when an enabled gateway of `type` exists. */
export function gatewayEnabled(gateways: readonly GatewayState[], type: GatewayType): boolean {
  return gateways.some((gateway) => gateway.type === type && gateway.enabled);
}

/**
 * The warnings of the meeting access: guests join a browser meeting with its PIN code and without an
 * account, so WebRTC needs both; WebRTC and PSTN need their servers; each access needs its gateway.
 */
export function meetingAccessWarnings(
  access: MeetingAccessFacts,
  gateways: readonly GatewayState[] | null,
): SettingsWarning[] {
  const warnings: SettingsWarning[] = [];
  if (access.webRtc && !access.pinCode) warnings.push({ key: 'pinCode', field: 'pinCode' });
  if (access.webRtc && !access.allowUnauthenticatedUsers)
    warnings.push({ key: 'unauthenticated', field: 'allowUnauthenticatedUsers' });
  if (access.webRtc && access.stunServers.length === 0 && access.turnServers.length === 0)
    warnings.push({ key: 'webRtcServers', field: 'webRtc' });
  if ((access.incomingPstn || access.outgoingPstn) && access.pstnSipTrunkAddress.trim() === '')
    warnings.push({ key: 'pstnServers', field: 'pstnSipTrunkAddress' });
  if (gateways)
    for (const [field, type] of GATEWAY_OF)
      if (access[field] === true && !gatewayEnabled(gateways, type))
        warnings.push({ key: `gateway.${type}`, field });
  return warnings;
}

/** The warnings of the recording: it needs the file storage, and an enabled recording gateway. */
export function recordingWarnings(
  recording: Pick<Schemas['RecordingSettings'], 'enabled'>,
  storage: Pick<Schemas['StorageSettings'], 'enabled'> | null,
  gateways: readonly GatewayState[] | null,
): SettingsWarning[] {
  if (!recording.enabled) return [];
  const warnings: SettingsWarning[] = [];
  if (storage && !storage.enabled) warnings.push({ key: 'recordingStorage', field: 'enabled' });
  if (gateways && !gatewayEnabled(gateways, 'REC')) warnings.push({ key: 'gateway.REC', field: 'enabled' });
  return warnings;
}

/** The warnings of the file storage: turning it off while recording is on. */
export function storageWarnings(
  storage: Pick<Schemas['StorageSettings'], 'enabled'>,
  recording: Pick<Schemas['RecordingSettings'], 'enabled'> | null,
): SettingsWarning[] {
  return recording?.enabled && !storage.enabled ? [{ key: 'recordingStorage', field: 'enabled' }] : [];
}

/** What a group's warnings read beside its own values: other groups as stored, and the gateways. */
export interface WarningContext {
  storage: Pick<Schemas['StorageSettings'], 'enabled'> | null;
  recording: Pick<Schemas['RecordingSettings'], 'enabled'> | null;
  gateways: readonly GatewayState[] | null;
}

/** The warnings a group shows for the values it shows now (edits included). */
export function groupWarnings(group: string, values: unknown, context: WarningContext): SettingsWarning[] {
  if (group === 'meetingAccess' && values && 'webRtc' in (values as object))
    return meetingAccessWarnings(values as MeetingAccessFacts, context.gateways);
  if (group === 'recording' && values && 'enabled' in (values as object))
    return recordingWarnings(values as Schemas['RecordingSettings'], context.storage, context.gateways);
  if (group === 'storage' && values && 'enabled' in (values as object))
    return storageWarnings(values as Schemas['StorageSettings'], context.recording);
  return [];
}
