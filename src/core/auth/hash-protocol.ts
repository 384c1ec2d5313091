/** What the page asks the hash worker. */
export interface HashRequest {
  id: number;
  password: string;
  login: string;
}

/** What the hash worker answers: the hash, or why there is none. */
export type HashResponse = { id: number; hash: string } | { id: number; error: string };
