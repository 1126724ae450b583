/** A labelled choice of a filter form: each option shown as its label, with an optional "any" choice (the empty value). */
export function ChoiceField({ id, label, value, options, any, labelOf = (option) => option, onChange }: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  /** The text of the empty choice (no filter); none when the field always has a value. */
  any?: string;
  labelOf?: (option: string) => string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
