// Write-only secrets of the settings: never answered, kept when an update leaves them out.
import type { SettingsGroup } from './settings';

/** Where each group keeps its secrets: the path of the object holding it, then the field. */
export const SECRETS: { [G in SettingsGroup]?: [path: string[], field: string][] } = {
  authentication: [
    [['ldap'], 'password'],
    [['sso'], 'clientSecret'],
    [['saml'], 'keyPassword'],
    [['saml'], 'keyFileP12Base64'],
  ],
  mobileNotification: [[[], 'password']],
  email: [[[], 'password']],
  statistics: [[[], 'password']],
  storage: [[[], 'smbPassword']],
  meetingAccess: [[[], 'pstnSipTrunkPassword']],
  directory: [
    [['ldap'], 'password'],
    [['scim'], 'password'],
  ],
};

type Node = Record<string, unknown>;

function holder(root: unknown, path: string[]): Node | undefined {
  let node = root;
  for (const key of path) node = (node as Node | undefined)?.[key];
  return node && typeof node === 'object' ? (node as Node) : undefined;
}

const copy = <T>(value: T): T => structuredClone(value);

/** The stored group as answered: each secret replaced by its `<name>Set` flag. */
export function withoutSecrets<T>(group: SettingsGroup, stored: T): T {
  const answer = copy(stored);
  for (const [path, field] of SECRETS[group] ?? []) {
    const node = holder(answer, path);
    if (!node) continue;
    node[`${field}Set`] = typeof node[field] === 'string' && node[field] !== '';
    delete node[field];
  }
  return answer;
}

/**
 * The group to store from an update: a non-empty secret replaces the stored one; an omitted or empty one keeps
 * it, unless its `<name>Set` flag is false, which erases it. The flags themselves are not stored.
 */
export function mergeSecrets<T>(group: SettingsGroup, update: T, stored: T): T {
  const merged = copy(update);
  for (const [path, field] of SECRETS[group] ?? []) {
    const node = holder(merged, path);
    if (!node) continue;
    const sent = node[field];
    const kept = holder(stored, path)?.[field] ?? '';
    if (typeof sent !== 'string' || sent === '') node[field] = node[`${field}Set`] === false ? '' : kept;
    delete node[`${field}Set`];
  }
  return merged;
}
