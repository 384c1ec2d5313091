// The API client: the only way core reaches the server.
export * from './auth-calls';
export type { CallOptions, Method } from './client';
export { ApiError, type ApiErrorKind, hasErrorCode } from './errors';
export * from './me-calls';
export * from './meeting-calls';
export { refreshSession } from './refresh';
export { type RequestOptions, request } from './request';
export {
  type ApiTimings,
  type FetchFunction,
  resetApiTimings,
  resetFetch,
  setApiTimings,
  setFetch,
} from './transport';
export type * from './types';
