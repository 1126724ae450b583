/** What the guard needs from the store; apps/web and the test harness pass it when they create the router. */
export interface RouterContext {
  hasToken: () => boolean;
  openLoginPanel: () => void;
}
