// Feature flags of spec section 3: defaults, and a subscription's own values.
import type { Db } from '../db/database';
import type { Schemas } from '../http/types';

type Name = Schemas['FeatureName'];

/** Every feature, its default value and what it means. */
export const FEATURES: { name: Name; value: boolean | number; description: string }[] = [
  { name: 'AudioVideo', value: true, description: 'Audio and video in meetings' },
  { name: 'FileTransfer', value: true, description: 'Send files to participants' },
  { name: 'GiveControl', value: true, description: 'Give remote control of a shared screen' },
  { name: 'AdvancedCollaboration', value: false, description: 'Advanced collaboration (Fusion)' },
  { name: 'InviteContact', value: true, description: 'Invite contacts into a meeting' },
  { name: 'Webinar', value: false, description: 'Conference mode (webinar)' },
  { name: 'Messages', value: true, description: 'Instant messages and discussions' },
  { name: 'RecordingQuota', value: 50, description: 'Recording quota, in GB' },
  { name: 'PinCode', value: true, description: 'Meetings protected by a PIN code' },
  { name: 'FreeRegistration', value: false, description: 'Anyone may create an account' },
  { name: 'UnauthenticatedUser', value: true, description: 'Guests join without an account' },
  { name: 'TcsNetworkLayer', value: false, description: 'TCS network layer' },
  { name: 'DirectoryContactSearch', value: true, description: 'Search contacts in the directory' },
  { name: 'EnableApplicationSharing', value: true, description: 'Share one application' },
  { name: 'EnableDesktopSharing', value: true, description: 'Share the whole desktop' },
  { name: 'Gateway_REC', value: true, description: 'Recording gateway' },
  { name: 'Gateway_H323_SIP_IN', value: false, description: 'Incoming H.323 and SIP calls' },
  { name: 'Gateway_H323_OUT', value: false, description: 'Outgoing H.323 calls' },
  { name: 'Gateway_SIP_OUT', value: false, description: 'Outgoing SIP calls' },
  { name: 'Gateway_PSTN_OUT', value: false, description: 'Outgoing telephone calls' },
  { name: 'Gateway_PSTN_IN', value: true, description: 'Incoming telephone calls' },
  { name: 'Gateway_WebRTC', value: true, description: 'Join from a browser (WebRTC)' },
  { name: 'AudioVideo_MaxVideoSize', value: 720, description: 'Largest video size, in pixels of height' },
];

/** True for the features whose value is a number. */
export const isNumericFeature = (name: string): boolean =>
  typeof FEATURES.find((f) => f.name === name)?.value === 'number';

/** The features of a subscription (its own values over the defaults); the defaults without one. */
export function featuresOf(db: Db, subscriptionUid: string | undefined): Schemas['Feature'][] {
  const own = new Map(
    subscriptionUid
      ? (
          db
            .prepare('SELECT name, value FROM subscription_features WHERE subscription_uid = ?')
            .all(subscriptionUid) as { name: string; value: string }[]
        ).map((row) => [row.name, JSON.parse(row.value) as boolean | number])
      : [],
  );
  return FEATURES.map((feature) => ({ ...feature, value: own.get(feature.name) ?? feature.value }));
}
