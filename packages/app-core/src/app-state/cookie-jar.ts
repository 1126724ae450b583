/** The few cookie operations persistence needs, behind an interface so tests can count what is written. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** maxAgeSeconds undefined makes a session cookie. */
  set(name: string, value: string, maxAgeSeconds?: number): void;
  remove(name: string): void;
}

export function documentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  // Reading document.cookie asks the browser's cookie store each time: restoring the ~35 cookie fields at start-up
  // read it once per field. The jar reads it once per task (or again after its own write) and answers from that.
  let read: Map<string, string> | undefined;
  const cookies = () => {
    if (!read) {
      read = new Map();
      for (const part of doc.cookie.split('; ')) {
        const at = part.indexOf('=');
        if (at > 0 && !read.has(part.slice(0, at))) read.set(part.slice(0, at), part.slice(at + 1));
      }
      setTimeout(() => (read = undefined), 0);
    }
    return read;
  };
  const write = (cookie: string) => {
    read = undefined;
    doc.cookie = `${cookie}; path=/; SameSite=Lax${secure}`;
  };
  return {
    get(name) {
      return cookies().get(name);
    },
    set(name, value, maxAgeSeconds) {
      write(`${name}=${value}${maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`}`);
    },
    remove(name) {
      write(`${name}=; max-age=0`);
    },
  };
}
