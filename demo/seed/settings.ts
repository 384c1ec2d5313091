// Every settings group filled, as a freshly installed and configured server would have them.

import { DEMO_DIRECTORY_PORT, READER, SUFFIX } from '../ldap/slapd';
import type { SettingsGroups } from '../lib/settings';
import { DEMO_KEYS } from '../saml/keys';
import { DEMO_IDP_ENTITY_ID, DEMO_IDP_PATH, DEMO_SP } from '../saml/paths';
import { DEMO_CLIENT, OIDC_DISCOVERY_PATH } from '../sso/paths';

const texts = (en: string, fr: string, de: string, cs: string, hu: string, es: string) => ({
  cs,
  de,
  en,
  fr,
  hu,
  es,
});

/** The seeded settings of every group. */
export const SEED_SETTINGS: SettingsGroups = {
  general: {
    defaultLanguage: 'en',
    defaultMeetingDuration: 60,
    defaultTimezone: 'Europe/Paris',
    helpUrl: 'https://help.meet.example.com/',
    supportUrl: 'https://support.meet.example.com/',
    organizationName: 'Meet Demo Operator',
    privacyPolicyUrl: 'https://meet.example.com/privacy',
    privateAddress: '10.0.12.20',
    publicAddress: '203.0.113.20',
    fqdn: 'meet.example.com',
  },
  authentication: {
    ldap: {
      // The demo directory that `npm start` runs (demo/ldap/slapd.ts): enabling delegation works out of the box.
      enabled: false,
      serverUrl: `ldap://127.0.0.1:${DEMO_DIRECTORY_PORT}`,
      domain: 'example.com',
      forgotPasswordUrl: 'https://password.example.com/',
      activeDirectory: false,
      searchLogin: READER.dn,
      requiredGroupDn: `cn=meet-users,ou=groups,${SUFFIX}`,
      password: READER.password,
      searchBaseDn: `ou=people,${SUFFIX}`,
    },
    sso: {
      // The demo OpenID Provider of this server (demo/sso/provider.ts): the login screen offers SSO out of the box.
      enabled: true,
      clientId: DEMO_CLIENT.clientId,
      clientSecret: DEMO_CLIENT.clientSecret,
      configEndpoint: OIDC_DISCOVERY_PATH,
      customButtonText: 'Company account',
    },
    saml: {
      // The demo SAML identity provider of this server (demo/saml): enabling SAML works out of the box.
      enabled: false,
      serverUrl: DEMO_IDP_PATH,
      clientId: DEMO_SP.entityId,
      issuer: DEMO_IDP_ENTITY_ID,
      issuerCertificate: DEMO_KEYS.idpCertificate,
      rememberMeDays: 14,
      keyAlias: DEMO_SP.keyAlias,
      keyPassword: DEMO_SP.keyPassword,
      keyFileP12Base64: DEMO_KEYS.spP12Base64,
    },
  },
  mobileNotification: {
    enabled: true,
    address: 'https://push.meet.example.com/api',
    authentication: true,
    login: 'meet-push',
    password: 'Push#2026',
  },
  recording: { enabled: true, quotaGb: 500 },
  email: {
    enabled: true,
    server: 'smtp.example.com',
    address: 'no-reply@meet.example.com',
    ip: '198.51.100.25',
    port: 587,
    tls: true,
    authentication: true,
    login: 'meet-mailer',
    password: 'Mailer#2026',
    name: 'Meet',
    blockedDomains: ['mailinator.com', 'example.invalid'],
  },
  statistics: {
    enabled: true,
    address: 'https://metrics.meet.example.com',
    authentication: false,
    login: '',
    password: '',
    defaultPeriodDays: 30,
  },
  storage: {
    enabled: true,
    type: 'LOCAL',
    path: '/var/lib/meet/storage',
    smbDomain: '',
    smbHost: '',
    smbLogin: '',
    smbPassword: '',
    smbPath: '',
    retentionEnabled: true,
    retention: { value: 12, unit: 'months' },
  },
  meetingAccess: {
    allowUnauthenticatedUsers: true,
    incomingH323Sip: false,
    outgoingH323: false,
    outgoingSip: false,
    outgoingPstn: false,
    pinCode: true,
    pstnSipTrunkAddress: 'sip.trunk.example.net',
    pstnSipTrunkLogin: 'meet-trunk',
    pstnSipTrunkPassword: 'Trunk#2026',
    stunServers: [],
    turnServers: [],
    tcsNetworkLayer: false,
    webRtc: true,
    incomingPstn: true,
    phoneNumbers: [
      { identifier: 'paris', language: 'fr', country: 'FR', phoneNumber: '+33 1 70 00 00 01' },
      { identifier: 'london', language: 'en', country: 'GB', phoneNumber: '+44 20 7946 0001' },
      { identifier: 'berlin', language: 'de', country: 'DE', phoneNumber: '+49 30 1234 5601' },
      { identifier: 'prague', language: 'cs', country: 'CZ', phoneNumber: '+420 2 3900 0001' },
      { identifier: 'budapest', language: 'hu', country: 'HU', phoneNumber: '+36 1 700 0001' },
      { identifier: 'madrid', language: 'es', country: 'ES', phoneNumber: '+34 91 000 0001' },
    ],
  },
  audioVideo: { enabled: true, conferenceMode: true, maxVideoSize: 720 },
  accounts: {
    freeRegistration: true,
    expirationEnabled: true,
    deletionDelay: { value: 30, unit: 'days' },
    inactiveDeletionDelay: { value: 2, unit: 'years' },
    notificationDelay: { value: 7, unit: 'days' },
    auditRetention: { value: 1, unit: 'years' },
    minimumPasswordLength: 12,
    requireDigit: true,
    requireLowercase: true,
    requireUppercase: true,
    requireSpecialCharacter: true,
  },
  collaboration: { conferenceMode: true, fusionMode: false },
  calendar: { organizerDefaultEmail: 'calendar@meet.example.com', publicMeetingsInCalendar: false },
  usersPermission: {
    addContact: true,
    discussion: true,
    fileTransfer: true,
    remoteControl: false,
    applicationSharing: true,
    desktopSharing: true,
  },
  directory: {
    type: 'LDAP',
    // The demo directory too: LDAP groups of organizers and the forced contacts' sync read it.
    ldap: {
      server: '127.0.0.1',
      port: DEMO_DIRECTORY_PORT,
      loginDn: READER.dn,
      password: READER.password,
      searchBaseDn: `ou=people,${SUFFIX}`,
      contactsGroupDn: `cn=meet-contacts,ou=groups,${SUFFIX}`,
    },
    scim: { serverUrl: '', login: '', password: '' },
  },
  trial: { organizers: 2, seats: 10 },
  gdpr: {
    enabled: true,
    accountMessage: texts(
      'Deleting your account erases your profile, contacts and messages. Recordings you made stay with their meetings until the retention period ends.',
      'La suppression de votre compte efface votre profil, vos contacts et vos messages. Vos enregistrements restent attachés à leurs réunions jusqu’à la fin de la durée de conservation.',
      'Das Löschen Ihres Kontos entfernt Ihr Profil, Ihre Kontakte und Nachrichten. Ihre Aufzeichnungen bleiben bis zum Ende der Aufbewahrungsfrist bei den Besprechungen.',
      'Smazáním účtu odstraníte svůj profil, kontakty a zprávy. Vaše nahrávky zůstanou u schůzek až do konce doby uchování.',
      'Fiókja törlésével profilja, névjegyei és üzenetei törlődnek. Felvételei a megőrzési idő végéig a megbeszéléseknél maradnak.',
      'Al eliminar su cuenta se borran su perfil, sus contactos y sus mensajes. Sus grabaciones permanecen con sus reuniones hasta el final del periodo de conservación.',
    ),
    preInformationText: texts(
      'We process your name and e-mail address to run your meetings.',
      'Nous traitons votre nom et votre adresse e-mail pour organiser vos réunions.',
      'Wir verarbeiten Ihren Namen und Ihre E-Mail-Adresse, um Ihre Besprechungen durchzuführen.',
      'Vaše jméno a e-mailovou adresu zpracováváme pro provoz vašich schůzek.',
      'Nevét és e-mail-címét a megbeszélései lebonyolításához kezeljük.',
      'Tratamos su nombre y su dirección de correo para gestionar sus reuniones.',
    ),
    informationText: texts(
      'Meet Demo Operator processes account data (name, e-mail, language) and meeting data (times, participants, quality) to provide the service. Recordings are kept 12 months. Write to privacy@meet.example.com to access or erase your data.',
      'Meet Demo Operator traite les données de compte (nom, e-mail, langue) et de réunion (horaires, participants, qualité) pour fournir le service. Les enregistrements sont conservés 12 mois. Écrivez à privacy@meet.example.com pour accéder à vos données ou les effacer.',
      'Meet Demo Operator verarbeitet Kontodaten (Name, E-Mail, Sprache) und Besprechungsdaten (Zeiten, Teilnehmende, Qualität), um den Dienst zu erbringen. Aufzeichnungen werden 12 Monate aufbewahrt. Schreiben Sie an privacy@meet.example.com, um Ihre Daten einzusehen oder zu löschen.',
      'Meet Demo Operator zpracovává údaje účtu (jméno, e-mail, jazyk) a schůzek (časy, účastníci, kvalita) pro poskytování služby. Nahrávky se uchovávají 12 měsíců. Pro přístup k údajům nebo jejich výmaz pište na privacy@meet.example.com.',
      'A Meet Demo Operator a szolgáltatás nyújtásához kezeli a fiókadatokat (név, e-mail, nyelv) és a megbeszélések adatait (időpontok, résztvevők, minőség). A felvételeket 12 hónapig őrizzük. Adatai eléréséhez vagy törléséhez írjon a privacy@meet.example.com címre.',
      'Meet Demo Operator trata los datos de la cuenta (nombre, correo, idioma) y de las reuniones (horarios, participantes, calidad) para prestar el servicio. Las grabaciones se conservan 12 meses. Escriba a privacy@meet.example.com para acceder a sus datos o borrarlos.',
    ),
    trialInformationText: texts(
      'Your trial includes 2 organizers and 10 seats for 30 days.',
      'Votre essai comprend 2 organisateurs et 10 places pendant 30 jours.',
      'Ihre Testversion umfasst 2 Organisierende und 10 Plätze für 30 Tage.',
      'Zkušební verze zahrnuje 2 organizátory a 10 míst na 30 dní.',
      'A próbaverzió 30 napig 2 szervezőt és 10 helyet tartalmaz.',
      'Su prueba incluye 2 organizadores y 10 plazas durante 30 días.',
    ),
  },
};

/** The seeded settings with the demo directory at `url` (its port is known once it runs). */
export function seedSettingsWith(directoryUrl: string): SettingsGroups {
  const { hostname, port } = new URL(directoryUrl);
  const { authentication, directory } = SEED_SETTINGS;
  return {
    ...SEED_SETTINGS,
    authentication: { ...authentication, ldap: { ...authentication.ldap, serverUrl: directoryUrl } },
    directory: { ...directory, ldap: { ...directory.ldap, server: hostname, port: Number(port) } },
  };
}
