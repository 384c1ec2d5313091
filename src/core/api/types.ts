// Request and answer shapes of the calls of spec section 7, field names as section 3 spells them.
// Written by hand until the contract's generated types replace them; where the spec does not show a
// shape, the fields are optional or marked as such.

/** Session token pair answered by login and refresh. */
export interface TokenPair {
  sessionToken: string;
  refreshToken: string;
}

/** Body of POST web/login; `challenge` and `captcha` once a captcha is shown. */
export interface LoginRequest {
  username: string;
  /** The hashed password (or the SSO token, or the typed password when the server delegates to LDAP). */
  password: string;
  challenge?: string;
  captcha?: string;
}

/** Answer of GET web/captcha. */
export interface Captcha {
  captchaImageBase64: string;
  challenge: string;
}

/** Answer of GET v1/settings: the server's public settings. */
export interface PublicSettings {
  protocol?: string;
  pinCode?: boolean;
  freeRegistration?: boolean;
  updateRelativePath?: string;
  installRelativePath?: string;
  updPath?: string;
  installerUrl?: string;
  clientSetupAppStoreURL?: string;
  clientSetupGooglePlayURL?: string;
  helpPath?: string;
  supportPath?: string;
  serverName?: string;
  customThemeUrl?: string;
  customThemeSig?: string;
  ssoUrl?: string;
  ssoCustomText?: string;
  ldapDelegate?: boolean;
  defaultLanguage?: string;
}

/** Answer of GET web/users/password-constraints. */
export interface PasswordConstraints {
  enabled: boolean;
  passwordLength: number;
  oneDigit: boolean;
  oneLowercase: boolean;
  oneUppercase: boolean;
  oneSpecialCharacter: boolean;
}

/** An organization the current user manages (shape not shown by the spec). */
export interface ManagedOrganization {
  id?: number;
  name: string;
}

/** Answer of GET web/users/me: the current user. */
export interface Me {
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  timeZoneID: string;
  /** INTERNAL marks an internal account. */
  source: string;
  customersManager: ManagedOrganization[];
}

/** Body of PATCH web/users/me that edits the profile (note `timeZoneId`, as the spec spells it). */
export interface MeUpdate {
  firstName: string;
  lastName: string;
  language: string;
  timeZoneId: string;
}

/** Body of PATCH web/users/me that changes the password; both hashed. */
export interface MyPasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** Body of POST web/users/me/delete; the password hashed. */
export interface DeleteMeRequest {
  password: string;
}

/** Body of POST web/users/change-password (forgot-password link); the password hashed. */
export interface ChangePasswordRequest {
  email: string;
  uuid: string;
  password: string;
}

/** One entry of GET tags/users/me (only `tag` is shown by the spec). */
export interface UserTag {
  tag: string;
}

/** Answer of GET web/users/gdpr/text/account. */
export interface GdprText {
  /** Base64 text. */
  gdprText: string;
}

/** Answer of GET web/meetings/join (fields beyond the WebRTC flags are not shown by the spec). */
export interface JoinableMeeting {
  id: string;
  webRtcEnabled: boolean;
  webRtcTooEarly: boolean;
  subject?: string;
  startDate?: string;
  duration?: number;
  state?: string;
}

/** A STUN or TURN server (entry shape not shown by the spec; the browser's RTCIceServer fields). */
export interface IceServerEntry {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** Answer of GET web/meetings/webrtc-servers. */
export interface WebrtcServers {
  stunServers: IceServerEntry[];
  turnServers: IceServerEntry[];
}
