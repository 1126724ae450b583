import { useState } from 'react';

/** A Lusaka day asked for (a plan as it stood at the end of it): `onDay` gets it trimmed, '' for today; `day` is the one shown now. */
export function DayForm({ id, label, button, day = '', onDay }: { id: string; label: string; button: string; day?: string; onDay: (day: string) => void }) {
  const [draft, setDraft] = useState(day);
  return (
    <form
      className="filters"
      onSubmit={(e) => {
        e.preventDefault();
        onDay(draft.trim());
      }}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="date" value={draft} onChange={(e) => setDraft(e.target.value)} />
      </div>
      <button type="submit" className="button secondary">
        {button}
      </button>
    </form>
  );
}
