// Where SAML lives on the reference server: the service provider's routes and the demo identity provider.

/** Where the SSO window starts when SAML is enabled (the public settings' `ssoUrl`). */
export const SAML_START_PATH = '/meet/auth/saml/start';
/** The assertion consumer service: where the identity provider posts its answer (HTTP-POST binding). */
export const SAML_ACS_PATH = '/meet/auth/saml/acs';
/** The service provider's metadata, for registering it at an identity provider. */
export const SAML_METADATA_PATH = '/meet/auth/saml/metadata';
/** The demo identity provider's single sign-on service (HTTP-Redirect binding). */
export const DEMO_IDP_PATH = '/meet/demo/saml/sso';
/** The script that posts the demo identity provider's answer on (no inline script: CSP). */
export const DEMO_IDP_POST_SCRIPT = '/meet/demo/saml/post.js';
/** The demo identity provider's entity id (the settings' "issuer"). */
export const DEMO_IDP_ENTITY_ID = 'urn:meet:demo:saml-identity-provider';
/** The service provider of the seeded settings: its entity id ("client id"), key alias and key password. */
export const DEMO_SP = { entityId: 'meet-saml', keyAlias: 'meet', keyPassword: 'MeetSaml#2026' } as const;
