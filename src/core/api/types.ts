// Request and answer shapes of the calls of spec section 7, named for the client. Every one is an alias of a
// schema of the contract (`schema.d.ts`, generated from dist-spec/openapi.yaml by `npm run contract`): nothing
// here declares an API shape by hand, so a change of the contract shows up as a type error where it matters.
import type { components, paths } from './schema';

type Schemas = components['schemas'];

/** Session token pair answered by login and refresh. */
export type TokenPair = Schemas['TokenPair'];

/** Body of POST web/login; `challenge` and `captcha` once a captcha is shown. */
export type LoginRequest = Schemas['LoginRequest'];

/** Answer of GET web/captcha. */
export type Captcha = Schemas['Captcha'];

/** Body of POST web/captcha/mail: the login and challenge whose answer to e-mail. */
export type CaptchaMailRequest = Schemas['CaptchaMailRequest'];

/** Answer of GET v1/settings: the server's public settings. */
export type PublicSettings = Schemas['PublicSettings'];

/** Answer of GET web/users/password-constraints. */
export type PasswordConstraints = Schemas['PasswordConstraints'];

/** Answer of GET web/users/me: the current user. */
export type Me = Schemas['Me'];

/** An organization the current user manages (an entry of `Me.customersManager`). */
export type ManagedOrganization = Me['customersManager'][number];

/** Body of PATCH web/users/me that edits the profile (note `timeZoneId`, as the spec spells it). */
export type MeUpdate = Schemas['MeProfileUpdate'];

/** Body of PATCH web/users/me that changes the password; both hashed. */
export type MyPasswordChange = Schemas['MePasswordUpdate'];

/** Body of POST web/users/me/delete; the password hashed. */
export type DeleteMeRequest = Schemas['PasswordConfirmation'];

/** Body of POST web/users/change-password (forgot-password link); the password hashed. */
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];

/** One entry of GET tags/users/me. */
export type UserTag = Schemas['MyTag'];

/** Answer of GET web/users/gdpr/text/account. */
export type GdprText = Schemas['GdprText'];

/** A language of the product, as the contract lists them. */
export type ApiLanguage = Schemas['Language'];

/** Answer of GET web/meetings/join. */
export type JoinableMeeting = Schemas['JoinMeeting'];

/** A STUN or TURN server of GET web/meetings/webrtc-servers. */
export type IceServerEntry = Schemas['IceServer'];

/** Answer of GET web/meetings/webrtc-servers. */
export type WebrtcServers = Schemas['WebRtcServers'];

type StripSlash<P> = P extends `/${infer Rest}` ? Rest : never;

/** A path of the contract as `request` takes it: relative to the API base, without the leading slash. */
export type ApiPath = StripSlash<keyof paths>;
