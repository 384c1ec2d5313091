// The JSON Schema 2020-12 validators (OpenAPI 3.1) of the server and of the contract tests.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** A validator for the contract's schemas; `coerce` turns query, path and header strings into their types. */
export function createAjv(options: { coerce: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.coerce,
    // Unknown fields are refused (additionalProperties: false), never silently dropped.
    removeAdditional: false,
    strict: true,
    strictTypes: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  return ajv;
}
