// The demo identity provider's answer: a SAML 2.0 Response whose assertion it signs (xml-crypto, RSA-SHA256,
// exclusive canonicalization), as Keycloak or Entra ID answer a service provider that requires signed
// assertions. Tests build refused variants from the same function (unsigned, expired, another audience).
import { randomBytes } from 'node:crypto';
import { SignedXml } from 'xml-crypto';

/** What the assertion says and for whom. */
export interface AssertionModel {
  issuer: string;
  audience: string;
  destination: string;
  inResponseTo: string;
  email: string;
  firstName: string;
  lastName: string;
  privateKey: string;
  certificate: string;
  /** How long the assertion may be used (default 5 minutes); negative: already expired. */
  validForMs?: number;
  /** Leaves the assertion unsigned (a refused variant). */
  unsigned?: boolean;
  now?: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
const newId = () => `_${randomBytes(20).toString('hex')}`;
const instant = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const attribute = (name: string, value: string) =>
  `<saml:Attribute Name="${name}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;

/** A signed (or, for tests, unsigned) SAML Response, as XML text. */
export function samlResponse(model: AssertionModel): string {
  const now = model.now ?? Date.now();
  const until = instant(now + (model.validForMs ?? 5 * 60_000));
  const issued = instant(now);
  const issuer = `<saml:Issuer>${escapeXml(model.issuer)}</saml:Issuer>`;
  const to = escapeXml(model.destination);
  const request = escapeXml(model.inResponseTo);
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${issued}">${issuer}<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(model.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${request}" NotOnOrAfter="${until}" Recipient="${to}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${issued}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${escapeXml(model.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attribute('email', model.email)}${attribute('givenName', model.firstName)}${attribute('surname', model.lastName)}</saml:AttributeStatement></saml:Assertion>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${issued}" Destination="${to}" InResponseTo="${request}">${issuer}<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  return model.unsigned ? response : signAssertion(response, model.privateKey, model.certificate);
}

/** A Response refusing the request (the person cancelled): a status, no assertion. */
export function refusalResponse(
  model: Pick<AssertionModel, 'issuer' | 'destination' | 'inResponseTo'>,
): string {
  return `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${instant(Date.now())}" Destination="${escapeXml(model.destination)}" InResponseTo="${escapeXml(model.inResponseTo)}"><saml:Issuer>${escapeXml(model.issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder"><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:RequestDenied"/></samlp:StatusCode></samlp:Status></samlp:Response>`;
}

function signAssertion(xml: string, privateKey: string, certificate: string): string {
  const exclusive = 'http://www.w3.org/2001/10/xml-exc-c14n#';
  const signer = new SignedXml({
    privateKey,
    publicCert: certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: exclusive,
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', exclusive],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(xml, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return signer.getSignedXml();
}
