// The one error shape of the contract, `{ exception: { code, message } }`, and the status of each code.

/** HTTP status of each code of the error catalogue (spec section 8), as the contract states them. */
const STATUS: Record<number, number> = {
  1000: 500,
  1001: 404,
  1002: 400,
  1003: 403,
  1004: 400,
  1005: 403,
  1006: 409,
  1007: 409,
  1008: 409,
  1009: 409,
  1010: 403,
  1011: 401,
  1012: 403,
  1013: 403,
  1014: 401,
  1015: 401,
  1016: 403,
  1017: 401,
  1018: 403,
  1019: 400,
  1020: 409,
  1021: 409,
  1022: 400,
  1023: 400,
  1024: 403,
  1025: 409,
  1026: 400,
  1027: 409,
  1029: 401,
};

const MESSAGES: Record<number, string> = {
  1000: 'Internal server error.',
  1001: 'Not found.',
  1002: 'Security parameters not valid.',
  1003: 'Free registration is disabled: account creation is not possible.',
  1004: 'Invalid parameter.',
  1005: 'Insufficient rights.',
  1006: 'Already exists.',
  1007: 'The meeting is full.',
  1008: 'Too early: the attendee request cannot be created yet.',
  1009: 'Attendee request impossible: the meeting has ended.',
  1010: 'Attendee request impossible: the feature is not enabled.',
  1011: 'Authentication failed: captcha needed.',
  1012: 'Authentication failed: user disabled.',
  1013: 'Scope not authorized on this method.',
  1014: 'Authentication required and failed.',
  1015: 'SSO exception.',
  1016: 'Forbidden access.',
  1017: 'Unknown API key.',
  1018: 'Directory contact search is not enabled.',
  1019: 'Search text too small.',
  1020: 'User already activated.',
  1021: 'The meeting cannot be deleted: already started or finished.',
  1022: 'Bad setting value.',
  1023: 'Mandatory setting required.',
  1024: 'Licence invalid.',
  1025: 'Subscription integrity compromised.',
  1026: 'Invalid property value.',
  1027: 'The admin account cannot be deleted.',
  1029: 'Invalid captcha.',
};

/** An error the API answers with the contract's error shape. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    code: number,
    message?: string,
    options: { status?: number; headers?: Record<string, string> } = {},
  ) {
    super(message ?? MESSAGES[code] ?? 'Error.');
    this.code = code;
    this.status = options.status ?? STATUS[code] ?? 400;
    this.headers = options.headers ?? {};
  }
}

/** The body of an error answer. */
export function errorBody(code: number, message: string): { exception: { code: number; message: string } } {
  return { exception: { code, message } };
}

/** Shorthand for the common "unknown id" answer. */
export function notFound(what: string): ApiError {
  return new ApiError(1001, `${what} not found.`);
}

/** Shorthand for an invalid parameter. */
export function invalid(message: string): ApiError {
  return new ApiError(1004, message);
}
