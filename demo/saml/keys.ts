// The keys of SAML: the service provider's private key and certificate from the settings' PKCS#12 file
// (node-forge reads it: Node's crypto cannot), the identity provider's certificate, and the demo pair.
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';

/** The service provider's signing key and certificate, both PEM. */
export interface ServiceKey {
  privateKey: string;
  certificate: string;
}

/**
 * The key and certificate of a PKCS#12 file (base64) opened with its password: the entry named by the alias,
 * or the file's only key when the alias is empty. Throws when the file is unreadable or the password wrong.
 */
export function serviceKey(p12Base64: string, password: string, alias: string): ServiceKey {
  const der = forge.util.decode64(p12Base64);
  if (!der) throw new Error('No SAML key file.');
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), password);
  const { pkcs8ShroudedKeyBag, keyBag, certBag } = forge.pki.oids;
  const bags = alias
    ? (p12.getBags({ friendlyName: alias }).friendlyName ?? [])
    : [pkcs8ShroudedKeyBag, keyBag, certBag].flatMap(
        (type = '') => p12.getBags({ bagType: type })[type] ?? [],
      );
  const key = bags.find((bag) => bag.key)?.key;
  const cert = bags.find((bag) => bag.cert)?.cert;
  if (!key || !cert) throw new Error(`No key and certificate named "${alias}" in the SAML key file.`);
  return { privateKey: forge.pki.privateKeyToPem(key), certificate: forge.pki.certificateToPem(cert) };
}

/** The identity provider's certificate as PEM; throws when the text is no X.509 certificate. */
export function issuerCertificate(text: string): string {
  return new X509Certificate(text.trim()).toString();
}

const file = (name: string) => new URL(`./keys/${name}`, import.meta.url);

/** The demo identity provider's signing pair and the demo service provider's PKCS#12 (demo only: public). */
export const DEMO_KEYS = {
  idpPrivateKey: readFileSync(file('demo-idp-key.pem'), 'utf8'),
  idpCertificate: readFileSync(file('demo-idp-cert.pem'), 'utf8'),
  spP12Base64: readFileSync(file('demo-sp.p12')).toString('base64'),
};
