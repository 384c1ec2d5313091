import { expect } from '@open-wc/testing';
import { parse } from 'yaml';
import contract from '../../../dist-spec/openapi.yaml?raw';
import { SETTINGS_GROUPS } from './settings-fields';

type Schema = {
  $ref?: string;
  type?: string;
  readOnly?: boolean;
  properties?: Record<string, Schema>;
};

const schemas = (parse(contract) as { components: { schemas: Record<string, Schema> } }).components.schemas;

/**
 * The dotted paths a form of the group must offer: every property of the contract's schema, inline objects walked
 * into; what only a read answers (`readOnly`) left out, and a secret's `…Set` flag, shown by the secret's input.
 */
function contractPaths(schema: Schema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if (property.readOnly) return [];
    if (name.endsWith('Set') && schema.properties?.[name.slice(0, -3)]) return [];
    if (property.type === 'object' && property.properties)
      return contractPaths(property, `${prefix}${name}.`);
    return [`${prefix}${name}`];
  });
}

describe('settings forms and the contract', () => {
  it('every form path is a field of the contract, and every contract field has an input', () => {
    for (const group of SETTINGS_GROUPS) {
      const schema = schemas[`${group.name}Settings`];
      expect(schema, `${group.name}Settings in the contract`).to.not.equal(undefined);
      const expected = contractPaths(schema as Schema).sort();
      const offered = group.fields.map((field) => field.path).sort();
      expect(offered, group.id).to.deep.equal(expected);
    }
  });
});
