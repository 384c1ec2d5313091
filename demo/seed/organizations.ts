// Organizations, their subscriptions (perpetual, dated, expiring, disabled, one over its organizer limit),
// managers, organizers, forced contacts, feature values and tags.
import type { Db } from '../db/database';
import { SUFFIX } from '../ldap/slapd';
import type { SeededUser } from './people';
import type { Random } from './random';

/** The seeded organizations, in order (their index is the `organization` of a seeded user). */
export const ORGANIZATIONS = [
  { name: 'Acme Health', domain: 'acme-health.example.com', machineId: 'ACME-7F3A-0001' },
  { name: 'Northwind Logistics', domain: 'northwind.example.com', machineId: 'NWND-21C4-0002' },
  { name: 'Contoso Legal', domain: 'contoso-legal.example.com', machineId: 'CTSO-9B10-0003' },
  { name: 'Fabrikam Energy', domain: 'fabrikam.example.com', machineId: 'FBKM-44D2-0004' },
  { name: 'Globex Education', domain: 'globex.example.edu', machineId: 'GLBX-0E77-0005' },
  { name: 'Initech Public Services', domain: 'initech.example.org', machineId: 'INTC-5A90-0006' },
] as const;

interface Plan {
  organization: number;
  product: string;
  seats: number;
  maxOrganizers: number;
  /** Days from now to the end; null: perpetual. */
  endInDays: number | null;
  enabled: boolean;
  organizers: number;
}

const PLANS: Plan[] = [
  {
    organization: 0,
    product: 'Meet Enterprise',
    seats: 500,
    maxOrganizers: 50,
    endInDays: null,
    enabled: true,
    organizers: 8,
  },
  {
    organization: 1,
    product: 'Meet Business',
    seats: 120,
    maxOrganizers: 10,
    endInDays: 200,
    enabled: true,
    organizers: 13,
  },
  {
    organization: 2,
    product: 'Meet Business',
    seats: 40,
    maxOrganizers: 5,
    endInDays: 20,
    enabled: true,
    organizers: 4,
  },
  {
    organization: 3,
    product: 'Meet Enterprise',
    seats: 1000,
    maxOrganizers: 80,
    endInDays: null,
    enabled: true,
    organizers: 10,
  },
  {
    organization: 3,
    product: 'Meet Business',
    seats: 60,
    maxOrganizers: 6,
    endInDays: -120,
    enabled: false,
    organizers: 2,
  },
  {
    organization: 4,
    product: 'Meet Education',
    seats: 2000,
    maxOrganizers: 30,
    endInDays: 300,
    enabled: true,
    organizers: 9,
  },
  {
    organization: 5,
    product: 'Meet Trial',
    seats: 10,
    maxOrganizers: 2,
    endInDays: 10,
    enabled: true,
    organizers: 2,
  },
];

const DAY = 86_400_000;

/** Inserts the organizations and everything attached to them; answers the subscription uid per organization. */
export function seedOrganizations(
  db: Db,
  random: Random,
  now: number,
  users: SeededUser[],
): Map<number, string> {
  const orgUids = ORGANIZATIONS.map(() => random.uuid());
  const insertOrg = db.prepare('INSERT INTO organizations (uid, name, machine_id) VALUES (?, ?, ?)');
  for (const [i, org] of ORGANIZATIONS.entries()) insertOrg.run(orgUids[i], org.name, org.machineId);

  const manager = db.prepare('INSERT INTO organization_managers (organization_uid, user_id) VALUES (?, ?)');
  const demoUser = users.find((u) => u.email === 'user@example.com');
  if (demoUser) manager.run(orgUids[0], demoUser.id);
  ORGANIZATIONS.forEach((_, o) => {
    const staff = users.filter((u) => u.organization === o && !u.email.endsWith('@example.com'));
    for (const person of staff.slice(0, o % 3 === 0 ? 2 : 1)) manager.run(orgUids[o], person.id);
  });

  const insertSub = db.prepare(
    `INSERT INTO subscriptions (uid, organization_uid, product, seats, max_organizers, end_date, perpetual, enabled,
       ldap_group, sso_group, creation_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const organizer = db.prepare(
    'INSERT INTO organizers (subscription_uid, user_id, added_date, source) VALUES (?, ?, ?, ?)',
  );
  const contact = db.prepare(
    'INSERT INTO forced_contacts (subscription_uid, email, first_name, last_name, source) VALUES (?, ?, ?, ?, ?)',
  );
  const feature = db.prepare(
    'INSERT INTO subscription_features (subscription_uid, name, value) VALUES (?, ?, ?)',
  );
  const mainSubscription = new Map<number, string>();
  for (const plan of PLANS) {
    const uid = random.uuid();
    if (plan.enabled && !mainSubscription.has(plan.organization))
      mainSubscription.set(plan.organization, uid);
    const org = ORGANIZATIONS[plan.organization];
    const end =
      plan.endInDays === null ? null : new Date(now + plan.endInDays * DAY).toISOString().slice(0, 10);
    insertSub.run(
      uid,
      orgUids[plan.organization],
      plan.product,
      plan.seats,
      plan.maxOrganizers,
      end,
      plan.endInDays === null ? 1 : 0,
      plan.enabled ? 1 : 0,
      plan.organization === 3 ? `cn=meet-organizers,ou=groups,${SUFFIX}` : '',
      plan.organization === 4 ? 'meet-organizers' : '',
      new Date(now - random.int(200, 900) * DAY).toISOString(),
    );
    const members = users.filter((u) => u.organization === plan.organization);
    // Northwind has more organizers than its limit: the staff of another organization helps out.
    const pool =
      members.length >= plan.organizers
        ? members
        : [...members, ...users.filter((u) => u.organization === 5)];
    for (const [i, person] of pool.slice(0, plan.organizers).entries()) {
      const source = i % 4 === 3 ? 'IMPORT' : plan.organization === 3 && i % 2 ? 'LDAP' : 'MANUAL';
      organizer.run(uid, person.id, new Date(now - random.int(10, 400) * DAY).toISOString(), source);
    }
    for (let c = 0; c < 3; c++) {
      const first = ['Help', 'Reception', 'IT'][c] as string;
      contact.run(
        uid,
        `${first.toLowerCase()}@${org?.domain}`,
        first,
        'Desk',
        c === 2 && plan.organization === 3 ? 'LDAP' : 'MANUAL',
      );
    }
    if (plan.product === 'Meet Enterprise') {
      feature.run(uid, 'Webinar', 'true');
      feature.run(uid, 'RecordingQuota', '200');
      feature.run(uid, 'AudioVideo_MaxVideoSize', '1080');
    }
    if (plan.organization === 2) feature.run(uid, 'Gateway_PSTN_OUT', 'true');
    if (plan.product === 'Meet Trial') feature.run(uid, 'Gateway_REC', 'false');
  }
  return mainSubscription;
}

/** Tags with rules, and values for most users. */
export function seedTags(db: Db, random: Random, users: SeededUser[]): void {
  const tags: [string, string[], string][] = [
    ['Department', ['Sales', 'Engineering', 'Support', 'Finance', 'Legal'], 'Support'],
    ['Site', ['Paris', 'Prague', 'Budapest', 'Berlin', 'Madrid', 'London'], 'Paris'],
    ['Licence tier', ['Standard', 'Premium'], 'Standard'],
    ['Onboarding', ['Done', 'Pending'], 'Pending'],
  ];
  const insertTag = db.prepare('INSERT INTO tags (name) VALUES (?)');
  const insertRule = db.prepare('INSERT INTO tag_rules (tag_id, value, is_default) VALUES (?, ?, ?)');
  const insertValue = db.prepare('INSERT INTO user_tags (tag_id, user_id, value) VALUES (?, ?, ?)');
  for (const [name, values, fallback] of tags) {
    const tagId = Number(insertTag.run(name).lastInsertRowid);
    for (const value of values) insertRule.run(tagId, value, value === fallback ? 1 : 0);
    for (const user of users) {
      if (name === 'Onboarding' && !user.email.endsWith('@example.com')) continue;
      if (random.chance(0.7) || user.email === 'user@example.com')
        insertValue.run(tagId, user.id, random.pick(values));
    }
  }
}
