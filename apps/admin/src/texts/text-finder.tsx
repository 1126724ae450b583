import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * Find texts by their words (id, English, context, where used, or the language's words): `find` is the search the
 * address names (the box shows it again when the address changes: Back, Forward, a link); an empty search shows all.
 */
export function TextFinder({ find, onFind }: { find: string; onFind: (find: string) => void }) {
  const [typed, setTyped] = useState(find);
  const [asked, setAsked] = useState(find);
  if (asked !== find) {
    setAsked(find);
    setTyped(find);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFind(typed.trim());
  };
  return (
    <form className="search" role="search" onSubmit={submit}>
      <label htmlFor="texts-find">Words in the text</label>
      <input id="texts-find" type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      <button type="submit" className="button primary">
        Find
      </button>
    </form>
  );
}
