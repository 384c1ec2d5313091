// Search everywhere (Ctrl+K): users, tags, organizations, subscriptions and meetings found through their own list
// operations, each asked only when the signed-in user may call it (the contract's `x-roles`), so a role finds only
// what it may open. An organization manager finds the organizations it manages. The latest search wins.
import { atom } from 'nanostores';
import { call } from '../api/call';
import { isAbort } from '../api/errors';
import { MEETING_UID_PATTERN, SEARCH_EVERYWHERE_MIN, SEARCH_EVERYWHERE_PER_KIND } from '../constants';
import { encodeFilterQuery } from '../filters/query';
import { routeHref } from '../router';
import { $me } from '../stores/me';
import { mayCall } from './authority';

/** What a found record is. */
export type FoundKind = 'user' | 'tag' | 'organization' | 'subscription' | 'meeting';

/** One record found: its kind, what names it, a second line, and the address of its page. */
export interface Found {
  kind: FoundKind;
  text: string;
  detail: string;
  href: string;
}

/** A search's state: the text searched, whether its answers are on their way, the records found. */
export interface SearchState {
  text: string;
  state: 'idle' | 'loading' | 'ready';
  found: readonly Found[];
}

/** The search everywhere's latest answer. */
export const $searchEverywhere = atom<SearchState>({ text: '', state: 'idle', found: [] });

const filter = (name: string, text: string) =>
  encodeFilterQuery([{ name, type: 'string', translation: name }], { [name]: text });
const page = <Sort extends string>(sort: Sort, filterQuery: string) =>
  ({ page: 1, size: SEARCH_EVERYWHERE_PER_KIND, sort, order: 0, filter: filterQuery }) as const;

/** The searches the signed-in user may run for `text`, each answering its records. */
function searches(text: string, signal: AbortSignal): Promise<Found[]>[] {
  const me = $me.get();
  const asked: Promise<Found[]>[] = [];
  if (mayCall('listUsers', me))
    asked.push(
      call('listUsers', { query: page('email', filter('name', text)), signal }).then(({ items }) =>
        items.map((user) => ({
          kind: 'user',
          text: `${user.firstName} ${user.lastName}`.trim() || user.email,
          detail: user.email,
          href: routeHref('user', { id: String(user.id) }),
        })),
      ),
    );
  if (mayCall('listTags', me))
    asked.push(
      call('listTags', { query: page('name', filter('name', text)), signal }).then(({ items }) =>
        items.map((tag) => ({
          kind: 'tag',
          text: tag.name,
          detail: '',
          href: routeHref('tag', { id: String(tag.id) }),
        })),
      ),
    );
  if (mayCall('listOrganizations', me))
    asked.push(
      call('listOrganizations', { query: page('name', filter('name', text)), signal }).then(({ items }) =>
        items.map((organization) => ({
          kind: 'organization',
          text: organization.name,
          detail: organization.machineId ?? '',
          href: routeHref('organization', { uid: organization.uid }),
        })),
      ),
    );
  else {
    const needle = text.toLocaleLowerCase();
    const managed = (me?.customersManager ?? []).filter((org) =>
      org.name.toLocaleLowerCase().includes(needle),
    );
    asked.push(
      Promise.resolve(
        managed.slice(0, SEARCH_EVERYWHERE_PER_KIND).map((organization) => ({
          kind: 'organization',
          text: organization.name,
          detail: '',
          href: routeHref('organization', { uid: organization.uid }),
        })),
      ),
    );
  }
  if (mayCall('listSubscriptions', me))
    asked.push(
      call('listSubscriptions', {
        query: page('organizationName', filter('organization', text)),
        signal,
      }).then(({ items }) =>
        items.map((subscription) => ({
          kind: 'subscription',
          text: subscription.organizationName,
          detail: subscription.product,
          href: routeHref('subscription', { uid: subscription.uid }),
        })),
      ),
    );
  if (mayCall('listMeetings', me)) {
    const byId = MEETING_UID_PATTERN.test(text);
    asked.push(
      call('listMeetings', {
        query: page('startDate', filter(byId ? 'uid' : 'subject', text)),
        signal,
      }).then(({ items }) =>
        items.map((meeting) => ({
          kind: 'meeting',
          text: meeting.subject,
          detail: meeting.uid,
          href: routeHref('meetingInfo', { uid: meeting.uid }),
        })),
      ),
    );
  }
  return asked;
}

let running: AbortController | undefined;

/**
 * Searches every kind of record the signed-in user may open for `text` (trimmed; shorter than the minimum finds
 * nothing). A search that fails finds nothing of its kind; the others still show.
 */
export async function searchEverywhere(typed: string): Promise<void> {
  const text = typed.trim();
  running?.abort();
  if (text.length < SEARCH_EVERYWHERE_MIN) {
    running = undefined;
    $searchEverywhere.set({ text, state: 'idle', found: [] });
    return;
  }
  const controller = new AbortController();
  running = controller;
  $searchEverywhere.set({ ...$searchEverywhere.get(), text, state: 'loading' });
  const answers = await Promise.allSettled(searches(text, controller.signal));
  if (running !== controller) return;
  const found = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
  const aborted = answers.some((answer) => answer.status === 'rejected' && isAbort(answer.reason));
  if (!aborted) $searchEverywhere.set({ text, state: 'ready', found });
}
