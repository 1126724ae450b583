/** getUserAuthProcessStep's answer with the given cerCodes authenticated. */
export const stepsWith = (...authenticated: number[]) =>
  [1, 2, 3, 4].map((cerCode) => ({ cerCode, isAuth: authenticated.includes(cerCode) }));
