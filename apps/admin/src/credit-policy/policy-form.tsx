import { useId } from 'react';

import { CREDIT_FEATURE_LABELS, CREDIT_FEATURES, REFUSAL_TEXTS, RULE_REFUSAL_CODES } from '@pocket/contracts/credit-policy';

import { LIMIT_FIELDS, newCharacteristic, newRule, type PolicyFields, REVIEW_FIELDS } from './policy-fields';

interface Props {
  fields: PolicyFields;
  onChange: (next: PolicyFields) => void;
  /** A published version: shown, never edited. */
  readOnly: boolean;
}

/** A policy version's document as a form (docs/credit-policy.md): the limit ladder, the review thresholds, the rules, the scorecard. */
export function PolicyForm({ fields, onChange, readOnly }: Props) {
  const id = useId();
  const set = (patch: Partial<PolicyFields>) => onChange({ ...fields, ...patch });
  const text = (key: string, label: string, value: string, change: (v: string) => void) => (
    <div className="field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} inputMode="decimal" value={value} onChange={(e) => change(e.target.value)} />
    </div>
  );
  return (
    <fieldset disabled={readOnly} className="policy-form">
      <h3>Limit ladder</h3>
      <div className="filters">
        {LIMIT_FIELDS.map(([key, label]) => text(`limit-${key}`, label, fields.limit[key], (v) => set({ limit: { ...fields.limit, [key]: v } })))}
        {text('limit-vipBoost', 'VIP raise (%)', fields.limit.vipBoost, (v) => set({ limit: { ...fields.limit, vipBoost: v } }))}
      </div>

      <h3>Sent to a person</h3>
      <label className="check">
        <input type="checkbox" checked={fields.reviewFromSettings} onChange={(e) => set({ reviewFromSettings: e.target.checked })} /> The deployment’s review settings decide
      </label>
      {fields.reviewFromSettings ? null : (
        <div className="filters">{REVIEW_FIELDS.map(([key, label]) => text(`review-${key}`, label, fields.review[key], (v) => set({ review: { ...fields.review, [key]: v } })))}</div>
      )}

      <h3>Refused when</h3>
      {fields.rules.length === 0 ? <p className="muted">No rule of its own: only an overdue bill, a loan in progress or the limit refuse.</p> : null}
      {fields.rules.map((rule, i) => {
        const change = (patch: Partial<typeof rule>) => set({ rules: fields.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
        return (
          <div className="filters" key={i} role="group" aria-label={`Rule ${i + 1}`}>
            <div className="field">
              <label htmlFor={`${id}-rule-${i}-feature`}>Rule {i + 1}: feature</label>
              <select id={`${id}-rule-${i}-feature`} value={rule.feature} onChange={(e) => change({ feature: e.target.value })}>
                {CREDIT_FEATURES.map((f) => (
                  <option key={f} value={f}>{CREDIT_FEATURE_LABELS[f]}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-rule-${i}-when`}>Rule {i + 1}: refused when</label>
              <select id={`${id}-rule-${i}-when`} value={rule.when} onChange={(e) => change({ when: e.target.value })}>
                <option value="below">below</option>
                <option value="above">above</option>
              </select>
            </div>
            {text(`rule-${i}-value`, `Rule ${i + 1}: value`, rule.value, (v) => change({ value: v }))}
            <div className="field">
              <label htmlFor={`${id}-rule-${i}-code`}>Rule {i + 1}: the borrower is told</label>
              <select id={`${id}-rule-${i}-code`} value={rule.code} onChange={(e) => change({ code: e.target.value })}>
                {RULE_REFUSAL_CODES.map((c) => (
                  <option key={c} value={c}>{REFUSAL_TEXTS[c].why}</option>
                ))}
              </select>
            </div>
            {readOnly ? null : (
              <button type="button" className="button secondary" onClick={() => set({ rules: fields.rules.filter((_, j) => j !== i) })}>
                Remove rule {i + 1}
              </button>
            )}
          </div>
        );
      })}
      {readOnly ? null : (
        <button type="button" className="button secondary" onClick={() => set({ rules: [...fields.rules, newRule()] })}>
          Add a rule
        </button>
      )}

      <h3>Scorecard</h3>
      <label className="check">
        <input type="checkbox" checked={fields.scored} onChange={(e) => set({ scored: e.target.checked, characteristics: e.target.checked && fields.characteristics.length === 0 ? [newCharacteristic()] : fields.characteristics })} /> Score
        applications (refused below the cut-off)
      </label>
      {fields.scored ? (
        <>
          {text('cutoff', 'Cut-off (points)', fields.cutoff, (v) => set({ cutoff: v }))}
          <div className="field">
            <label htmlFor={`${id}-bands`}>First limit of a new borrower by score (score:K, a line each; empty: the starting limit)</label>
            <textarea id={`${id}-bands`} rows={2} value={fields.bands} onChange={(e) => set({ bands: e.target.value })} />
          </div>
          {fields.characteristics.map((c, i) => {
            const change = (patch: Partial<typeof c>) => set({ characteristics: fields.characteristics.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <div className="filters" key={i} role="group" aria-label={`Scored feature ${i + 1}`}>
                <div className="field">
                  <label htmlFor={`${id}-char-${i}-feature`}>Scored feature {i + 1}</label>
                  <select id={`${id}-char-${i}-feature`} value={c.feature} onChange={(e) => change({ feature: e.target.value })}>
                    {CREDIT_FEATURES.map((f) => (
                      <option key={f} value={f}>{CREDIT_FEATURE_LABELS[f]}</option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-char-${i}-bins`}>Points of feature {i + 1} (from-to:points, a line each)</label>
                  <textarea id={`${id}-char-${i}-bins`} rows={3} value={c.bins} onChange={(e) => change({ bins: e.target.value })} />
                </div>
                {readOnly ? null : (
                  <button type="button" className="button secondary" onClick={() => set({ characteristics: fields.characteristics.filter((_, j) => j !== i) })}>
                    Remove scored feature {i + 1}
                  </button>
                )}
              </div>
            );
          })}
          {readOnly ? null : (
            <button type="button" className="button secondary" onClick={() => set({ characteristics: [...fields.characteristics, newCharacteristic()] })}>
              Add a scored feature
            </button>
          )}
        </>
      ) : null}
    </fieldset>
  );
}
