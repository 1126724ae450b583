/**
 * The channel comes from the query parameter appChannelCode (docs/product.md#states-and-transitions), trimmed; null when the address names
 * none. The app state reads it so, and the server by the same rule when it answers a page's start-up calls.
 */
export function channelFromQuery(search: string): string | null {
  const code = new URLSearchParams(search).get('appChannelCode')?.trim();
  return code ? code : null;
}
