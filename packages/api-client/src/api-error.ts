/** The plain (serializable) form RTK Query keeps in the store as an endpoint's `error`. */
export interface ApiFailure {
  code: number;
  msg: string;
  data: unknown;
  toastShown: boolean;
}

/** A call that did not end in code 200. `toastShown` says the user was already told (the catalogue toasted). */
export class ApiError extends Error {
  // `declare`: set once in the constructor, with no class field's define before it (which bundles as a helper call
  // per field, in /home's first load).
  declare readonly code: number;
  declare readonly msg: string;
  declare readonly data: unknown;
  declare readonly toastShown: boolean;

  constructor(code: number, msg: string, data: unknown = null, toastShown = false) {
    super(msg || `Request failed with code ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.toastShown = toastShown;
  }

  toFailure(): ApiFailure {
    return { code: this.code, msg: this.msg, data: this.data, toastShown: this.toastShown };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const LOADING_FAILED_TEXT = 'Loading failed, please try again';

/** The server's msg of a failed call, or a plain next step when there is none (network). */
export const failureText = (error: unknown): string => (error as ApiFailure | undefined)?.msg || LOADING_FAILED_TEXT;
