// Administration of tags: tags, their rules (allowed values, one default) and the users' values.
import type { Context } from '../context';
import { iterateRows } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { csvStream } from '../lib/csv';
import { contains, equals, page } from '../lib/list';
import { requireUserByEmail } from './users';

function tagOf(context: Context, id: number): Schemas['Tag'] {
  const tag = context.db.prepare('SELECT id, name FROM tags WHERE id = ?').get(id) as
    | { id: number; name: string }
    | undefined;
  if (!tag) throw notFound('Tag');
  const rules = (
    context.db
      .prepare('SELECT id, value, is_default FROM tag_rules WHERE tag_id = ? ORDER BY value')
      .all(id) as {
      id: number;
      value: string;
      is_default: number;
    }[]
  ).map((r) => ({ id: r.id, value: r.value, defaultValue: r.is_default === 1 }));
  const userCount = context.db
    .prepare('SELECT COUNT(*) FROM user_tags WHERE tag_id = ?')
    .pluck()
    .get(id) as number;
  return { ...tag, rules, userCount };
}

function saveRule(context: Context, tagId: number, body: Schemas['TagRuleInput'], ruleId?: number): void {
  const { db } = context;
  const clash = db
    .prepare('SELECT id FROM tag_rules WHERE tag_id = ? AND value = ? AND id <> ?')
    .get(tagId, body.value, ruleId ?? 0);
  if (clash) throw new ApiError(1006, 'This value already exists.');
  db.transaction(() => {
    if (body.defaultValue) db.prepare('UPDATE tag_rules SET is_default = 0 WHERE tag_id = ?').run(tagId);
    if (ruleId === undefined) {
      db.prepare('INSERT INTO tag_rules (tag_id, value, is_default) VALUES (?, ?, ?)').run(
        tagId,
        body.value,
        body.defaultValue ? 1 : 0,
      );
    } else {
      const old = db.prepare('SELECT value FROM tag_rules WHERE id = ?').pluck().get(ruleId) as string;
      db.prepare('UPDATE tag_rules SET value = ?, is_default = ? WHERE id = ?').run(
        body.value,
        body.defaultValue ? 1 : 0,
        ruleId,
      );
      // Users holding the old value follow the renamed rule.
      db.prepare('UPDATE user_tags SET value = ? WHERE tag_id = ? AND value = ?').run(body.value, tagId, old);
    }
  })();
}

function requireRule(context: Context, tagId: number, ruleId: number): void {
  if (!context.db.prepare('SELECT 1 FROM tag_rules WHERE id = ? AND tag_id = ?').get(ruleId, tagId))
    throw notFound('Rule');
}

/** Handlers of tag administration. */
export function tagHandlers(context: Context): Handlers {
  const { db } = context;
  return {
    listTags: (request) =>
      page(db, {
        columns: `t.id, t.name, (SELECT COUNT(*) FROM tag_rules r WHERE r.tag_id = t.id) AS ruleCount,
          (SELECT COUNT(*) FROM user_tags u WHERE u.tag_id = t.id) AS userCount`,
        from: 'tags t',
        filters: { name: contains('t.name') },
        sorts: { name: 't.name', ruleCount: 'ruleCount', userCount: 'userCount' },
        defaultSort: 'name',
        tiebreak: 't.id',
        query: request.query,
        map: (row: Schemas['TagSummary']) => row,
      }),

    createTag: (request) => {
      if (db.prepare('SELECT 1 FROM tags WHERE name = ?').get(request.body.name)) {
        throw new ApiError(1006, 'A tag with this name already exists.');
      }
      const { lastInsertRowid } = db.prepare('INSERT INTO tags (name) VALUES (?)').run(request.body.name);
      return tagOf(context, Number(lastInsertRowid));
    },

    getTag: (request) => tagOf(context, request.params.id),

    deleteTag: (request) => {
      tagOf(context, request.params.id);
      db.prepare('DELETE FROM tags WHERE id = ?').run(request.params.id);
      return undefined;
    },

    addTagRule: (request) => {
      tagOf(context, request.params.id);
      saveRule(context, request.params.id, request.body);
      return tagOf(context, request.params.id);
    },

    updateTagRule: (request) => {
      const { id, ruleId } = request.params;
      tagOf(context, id);
      requireRule(context, id, ruleId);
      saveRule(context, id, request.body, ruleId);
      return tagOf(context, id);
    },

    deleteTagRule: (request) => {
      const { id, ruleId } = request.params;
      tagOf(context, id);
      requireRule(context, id, ruleId);
      db.prepare('DELETE FROM tag_rules WHERE id = ?').run(ruleId);
      return tagOf(context, id);
    },

    listTagUsers: (request) => {
      tagOf(context, request.params.id);
      return page(db, {
        columns: 'u.id AS userId, u.email, u.first_name AS firstName, u.last_name AS lastName, ut.value',
        from: 'user_tags ut JOIN users u ON u.id = ut.user_id',
        base: { sql: 'ut.tag_id = ?', params: [request.params.id] },
        filters: { name: contains('u.first_name', 'u.last_name', 'u.email'), value: equals('ut.value') },
        sorts: { email: 'u.email', firstName: 'u.first_name', lastName: 'u.last_name', value: 'ut.value' },
        defaultSort: 'email',
        tiebreak: 'u.id',
        query: request.query,
        map: (row: Schemas['TagUser']) => row,
      });
    },

    addTagUser: (request) => {
      const tag = tagOf(context, request.params.id);
      const user = requireUserByEmail(context, request.body.email);
      const value = request.body.value ?? tag.rules.find((r) => r.defaultValue)?.value;
      const rule = tag.rules.find((r) => r.value.toLowerCase() === value?.toLowerCase());
      if (!rule) throw new ApiError(1026, 'This value is not one of the tag rules.');
      db.prepare(
        'INSERT INTO user_tags (tag_id, user_id, value) VALUES (?, ?, ?) ON CONFLICT(tag_id, user_id) DO UPDATE SET value = excluded.value',
      ).run(tag.id, user.id, rule.value);
      return {
        userId: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        value: rule.value,
      };
    },

    removeTagUser: (request) => {
      const { changes } = db
        .prepare('DELETE FROM user_tags WHERE tag_id = ? AND user_id = ?')
        .run(request.params.id, request.params.userId);
      if (changes === 0) throw notFound('Tag value');
      return undefined;
    },

    exportTagUserEmails: (request) => {
      tagOf(context, request.params.id);
      const rows = iterateRows<{ email: string; value: string }>(
        db,
        'SELECT u.email, ut.value FROM user_tags ut JOIN users u ON u.id = ut.user_id WHERE ut.tag_id = ? ORDER BY u.email',
        [request.params.id],
      );
      return csvStream(['email', 'value'], rows, (row) => row);
    },
  };
}
