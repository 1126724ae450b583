/** The few cookie operations persistence needs, behind an interface so tests can count what is written. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** maxAgeSeconds undefined makes a session cookie. */
  set(name: string, value: string, maxAgeSeconds?: number): void;
  remove(name: string): void;
}

export function documentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const write = (cookie: string) => {
    doc.cookie = `${cookie}; path=/; SameSite=Lax${secure}`;
  };
  return {
    get(name) {
      const prefix = `${name}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found === undefined ? undefined : found.slice(prefix.length);
    },
    set(name, value, maxAgeSeconds) {
      write(`${name}=${value}${maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`}`);
    },
    remove(name) {
      write(`${name}=; max-age=0`);
    },
  };
}
