import { useId } from 'react';

import { CREDIT_FEATURE_LABELS, CREDIT_FEATURES, REFUSAL_TEXTS, RULE_REFUSAL_CODES } from '@pocket/contracts/credit-policy';
import type { CreditFeature } from '@pocket/contracts/credit-policy';

import { ChoiceField } from '../ui/choice-field';
import { LIMIT_FIELDS, newCharacteristic, newRule, type PolicyFields, REVIEW_FIELDS } from './policy-fields';

const featureLabel = (feature: string) => CREDIT_FEATURE_LABELS[feature as CreditFeature];
const refusalWhy = (code: string) => REFUSAL_TEXTS[code as (typeof RULE_REFUSAL_CODES)[number]].why;

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
            <ChoiceField id={`${id}-rule-${i}-feature`} label={`Rule ${i + 1}: feature`} value={rule.feature} options={CREDIT_FEATURES} labelOf={featureLabel} onChange={(feature) => change({ feature })} />
            <ChoiceField id={`${id}-rule-${i}-when`} label={`Rule ${i + 1}: refused when`} value={rule.when} options={['below', 'above']} onChange={(when) => change({ when })} />
            {text(`rule-${i}-value`, `Rule ${i + 1}: value`, rule.value, (v) => change({ value: v }))}
            <ChoiceField id={`${id}-rule-${i}-code`} label={`Rule ${i + 1}: the borrower is told`} value={rule.code} options={RULE_REFUSAL_CODES} labelOf={refusalWhy} onChange={(code) => change({ code })} />
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
                <ChoiceField id={`${id}-char-${i}-feature`} label={`Scored feature ${i + 1}`} value={c.feature} options={CREDIT_FEATURES} labelOf={featureLabel} onChange={(feature) => change({ feature })} />
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
