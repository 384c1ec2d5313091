/** Attributes every field element reads (see `FieldProps`), for the element wrappers to spread. */
export const FIELD_ATTRIBUTES = {
  label: 'string',
  helper: 'string',
  error: 'string',
  warning: 'string',
  disabled: 'boolean',
} as const;

/** Attributes of the text rules of spec 5 (see `TextRules`). */
export const TEXT_RULE_ATTRIBUTES = {
  pattern: 'string',
  maxLength: 'number',
  letterCase: 'string',
} as const;
