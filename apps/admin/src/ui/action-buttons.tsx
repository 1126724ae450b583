/** A button that opens what it names (a form, a decision). */
export interface ActionButton {
  label: string;
  onClick: () => void;
  /** The button's look: secondary unless said. */
  tone?: 'primary' | 'secondary' | 'danger';
}

/**
 * A desk's choice of actions, one button each (Approve or Reject, Edit card or Change price): in a row of its own
 * (`.actions`), or `inline` among what the caller already lays out.
 */
export function ActionButtons({ actions, inline = false }: { actions: ActionButton[]; inline?: boolean }) {
  const buttons = actions.map(({ label, onClick, tone = 'secondary' }) => (
    <button key={label} type="button" className={`button ${tone}`} onClick={onClick}>
      {label}
    </button>
  ));
  return inline ? <>{buttons}</> : <div className="actions">{buttons}</div>;
}
