// Where single sign-on lives on the reference server, and the demo provider's one client.

/** Where the demo OpenID Provider lives (its discovery document is under `/.well-known/`). */
export const OIDC_PATH = '/meet/demo/oidc';
/** Its discovery document (what the SSO settings' "config endpoint" names). */
export const OIDC_DISCOVERY_PATH = `${OIDC_PATH}/.well-known/openid-configuration`;
/** The stylesheet of the demo providers' sign-in pages. */
export const LOGIN_CSS_PATH = '/meet/demo/sso.css';
/** Where the SSO window starts: the public settings' `ssoUrl` when OpenID Connect is enabled. */
export const OIDC_START_PATH = '/meet/auth/oidc/start';
/** Where the relying party of this server receives the provider's answer. */
export const OIDC_CALLBACK_PATH = '/meet/auth/oidc/callback';
/** The demo provider's only client: the reference server itself, as its seeded SSO settings name it. */
export const DEMO_CLIENT = { clientId: 'meet-portal', clientSecret: 'change-me-sso-secret' } as const;
