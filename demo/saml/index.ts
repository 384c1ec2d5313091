// SAML 2.0 on the reference server: its service provider, and the demo identity provider `npm start` offers.
import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import { registerSamlIdentityProvider } from './identity-provider';
import { registerServiceProvider } from './service-provider';

export { DEMO_IDP_ENTITY_ID, DEMO_IDP_PATH, DEMO_SP, SAML_START_PATH } from './paths';

/** Mounts the service provider and the demo identity provider. */
export function registerSaml(app: FastifyInstance, context: Context): void {
  registerServiceProvider(app, context);
  registerSamlIdentityProvider(app, context);
}
