// The Custom Elements Manifest generator (scripts/manifest.js): what it lists, and the documentation gaps
// that make `npm run manifest -- --check` (a suite of `npm test`) fail.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { buildManifest, moduleOf } from '../../scripts/manifest.js';

type Declaration = {
  tagName: string;
  attributes?: { name: string; fieldName: string; type: { text: string } }[];
  members?: { name: string; attribute?: string; type: { text: string } }[];
  events?: { name: string; type: { text: string } }[];
  slots?: { name: string }[];
};
const TABLE = 'src/elements/meet-table.ts';
const table = readFileSync(TABLE, 'utf8');
const problemsOf = (source: string) => {
  const problems: string[] = [];
  moduleOf(TABLE, source, problems);
  return problems;
};
const declarationOf = (tag: string): Declaration =>
  (buildManifest().manifest.modules as { declarations: Declaration[] }[])
    .flatMap((m) => m.declarations)
    .find((d) => d.tagName === tag) as Declaration;

describe('custom-elements.json generator', () => {
  test('the sources describe every declared prop, attribute and event: no problem, committed file current', () => {
    const { manifest, problems } = buildManifest();
    assert.deepEqual(problems, []);
    assert.equal(
      readFileSync('dist-spec/custom-elements.json', 'utf8'),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
  });

  test('method props are properties only; attributes carry their field and type; events their detail type', () => {
    const meetTable = declarationOf('meet-table');
    const renderCell = meetTable.members?.find((m) => m.name === 'renderCell');
    assert.equal(renderCell?.attribute, undefined);
    assert.match(renderCell?.type.text ?? '', /=> string \| Node \| undefined$/);
    assert.equal(
      meetTable.attributes?.some((a) => a.fieldName === 'renderCell'),
      false,
    );
    const pageSize = meetTable.attributes?.find((a) => a.name === 'page-size');
    assert.deepEqual([pageSize?.fieldName, pageSize?.type.text], ['pageSize', 'number']);
    assert.equal(
      meetTable.events?.find((e) => e.name === 'meet-page-change')?.type.text,
      'CustomEvent<{ page: number; pageSize: number }>',
    );
    assert.ok(declarationOf('meet-back-button').members?.some((m) => m.name === 'onBack'));
    assert.ok(declarationOf('meet-chart').attributes?.some((a) => a.name === 'data'));
    assert.ok(
      declarationOf('meet-join').attributes?.some((a) => a.name === 'api-base'),
      'the common attributes',
    );
    assert.deepEqual(
      declarationOf('meet-modal').slots?.map((s) => s.name),
      [''],
    );
  });

  test('a prop declared without its @attr or @property is a problem', () => {
    assert.deepEqual(
      problemsOf(table.replace("label: 'string',", "label: 'string',\n    caption: 'string',")),
      ['meet-table: caption is declared but has no @attr'],
    );
    assert.deepEqual(problemsOf(table.replace(/ \* @property renderCell[^@]*/, '')), [
      'meet-table: renderCell is declared but has no @property',
    ]);
  });

  test('documentation of what is not declared, or of an event outside MeetEventMap, is a problem', () => {
    assert.deepEqual(
      problemsOf(table.replace(' * @attr label -', ' * @attr caption - a caption\n * @attr label -')),
      ['meet-table: @attr caption is not declared'],
    );
    assert.deepEqual(
      problemsOf(
        table.replace(' * @event meet-delete - ', ' * @event meet-gone - gone\n * @event meet-delete - '),
      ),
      ['meet-table: @event meet-gone is not in MeetEventMap (events.ts)'],
    );
    assert.deepEqual(
      problemsOf(table.replace(' * @event meet-delete - ', ' * @event meet-delete {string} - ')),
      ['meet-table: @event meet-delete {string} differs from events.ts CustomEvent<number[]>'],
    );
    assert.deepEqual(problemsOf(table.replace(/ \* @event meet-delete - [^\n]*\n/, '')), [
      'meet-table: dispatches meet-delete without @event',
    ]);
  });
});
