/** A parameter of a URL fragment ('#name=value'), or null. A fragment never reaches server logs or a Referer. */
export function fragmentParam(hash: string, name: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(name);
  return value ? value : null;
}

/** Takes a one-time fragment parameter out of the address bar (it must not stay in history or be shared). */
export function takeFragmentParam(name: string, win: Pick<Window, 'location' | 'history'> = window): string | null {
  const value = fragmentParam(win.location.hash, name);
  if (value) win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  return value;
}
