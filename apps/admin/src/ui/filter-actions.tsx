/** The end of a filter form: "Apply filters" sends the form; "Clear" empties it and shows the list unfiltered at once. */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <div className="actions">
      <button type="submit" className="button primary">
        Apply filters
      </button>
      <button type="button" className="button secondary" onClick={onClear}>
        Clear
      </button>
    </div>
  );
}
