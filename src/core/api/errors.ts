import { ERROR_GENERIC } from '../constants';
import { HttpStatusError, HttpTimeoutError } from './http';

/** What went wrong: the server answered an error, the call timed out, was cancelled, or never arrived. */
export type ApiErrorKind = 'http' | 'timeout' | 'aborted' | 'network';

/** The one error every API call throws; `messageKey` is the translation key to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when no answer came. */
  readonly status: number;
  /** The server's `exception.code`, else the generic 1000. */
  readonly code: number;
  /** `error.code.{code}`. */
  readonly messageKey: string;
  /** The server's `exception.message` (in English, for logs and for naming the fields it concerns), else ''. */
  readonly serverMessage: string;

  constructor(
    kind: ApiErrorKind,
    status: number,
    code: number,
    options?: { cause?: unknown; serverMessage?: string },
  ) {
    super(`API ${kind} error ${status} (code ${code})`, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.messageKey = `error.code.${code}`;
    this.serverMessage = options?.serverMessage ?? '';
  }
}

/** True for an error the server answered with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: number[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** True when the browser or the caller cancelled the call. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function exceptionOf(response: Response): Promise<{ code: number; serverMessage: string }> {
  try {
    const body = (await response.clone().json()) as {
      exception?: { code?: unknown; message?: unknown };
    } | null;
    const code = Number(body?.exception?.code);
    const message = body?.exception?.message;
    return {
      code: Number.isInteger(code) && code > 0 ? code : ERROR_GENERIC,
      serverMessage: typeof message === 'string' ? message : '',
    };
  } catch {
    // An empty or non-JSON error body carries no code: the generic message applies.
    return { code: ERROR_GENERIC, serverMessage: '' };
  }
}

/** Turns whatever the transport or fetch threw into an ApiError (section 8: exception.code, else 1000). */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpStatusError) {
    const { status } = error.response;
    const { code, serverMessage } = await exceptionOf(error.response);
    return new ApiError('http', status, code, { cause: error, serverMessage });
  }
  if (error instanceof HttpTimeoutError) return new ApiError('timeout', 0, ERROR_GENERIC, { cause: error });
  if (isAbort(error)) return new ApiError('aborted', 0, ERROR_GENERIC, { cause: error });
  return new ApiError('network', 0, ERROR_GENERIC, { cause: error });
}
