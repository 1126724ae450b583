import { CanAccess } from '@refinedev/core';
import { useState } from 'react';

import { revealBody, revealReasonProblem } from '@pocket/contracts/api/staff';
import type { RevealField as Field } from '@pocket/contracts/api/staff';

import { revealAction } from '../providers/permissions';
import { ReasonForm } from './reason-form';
import { useCheckedForm } from './use-checked-form';

const LABELS: Record<Field, string> = { phone: 'phone', name: 'name', nrc: 'NRC', photos: 'KYC photos' };

/**
 * Photos as the contract says (a JSON list of image addresses), or as named references (`{ nrcFront: 12 }`), which
 * are listed as text until the desk may load those images.
 */
function photosOf(value: string): { images: string[]; references: string[] } {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return { images: parsed.filter((item): item is string => typeof item === 'string'), references: [] };
    if (parsed && typeof parsed === 'object') return { images: [], references: Object.entries(parsed).map(([name, ref]) => `${name}: ${String(ref)}`) };
  } catch {
    // not JSON: shown as it came
  }
  return { images: [], references: [value] };
}

/** The reveal's rule in the desk's words (the server's is the contracts' revealReasonProblem). */
export const REVEAL_HINT = 'Say why in at least 3 words, or give the ticket reference (such as TCK-123). Each member may reveal a limited number of fields an hour.';
const revealCheck = (text: string) => (revealReasonProblem(text) ? 'Say why in at least 3 words, or give a ticket reference such as TCK-123: it is kept in the audit.' : null);

/**
 * A masked field's "Reveal": asks for the reason (real words or a ticket reference), then shows the clear value (the
 * server audits it with the reason). Revealing the KYC photos is what opens the photos themselves (for 30 minutes).
 */
export function RevealField({ uid, field }: { uid: number; field: Field }) {
  const [asking, setAsking] = useState(false);
  const [value, setValue] = useState<string | null | undefined>(undefined);
  // Refine's form over the reveal call (borrower-reveals), checked first by its schema (revealBody).
  const form = useCheckedForm<typeof revealBody, { field: Field; value: string | null }>('borrower-reveals', revealBody, { params: { uid }, labels: { reason: 'Reason' } });
  const reveal = (reason: string) =>
    void form.send({ field, reason }).then((answer) => {
      if (answer) {
        setAsking(false);
        setValue(answer.value);
      }
    });

  if (value !== undefined) {
    if (value === null) return <span className="muted">none on file</span>;
    if (field !== 'photos') return <strong data-testid={`revealed-${field}`}>{value}</strong>;
    const { images, references } = photosOf(value);
    return (
      <span className="photos" data-testid="revealed-photos">
        {images.map((src, index) => (
          <img key={src} src={src} alt={`KYC photo ${index + 1}`} />
        ))}
        {references.length > 0 ? <span>{references.join(', ')}</span> : null}
      </span>
    );
  }
  return (
    <CanAccess resource="borrowers" action={revealAction(field)}>
      {asking ? (
        <ReasonForm
          title={`Reveal the ${LABELS[field]}`}
          submitLabel="Reveal"
          busy={form.busy}
          error={form.message}
          onSubmit={reveal}
          onCancel={() => setAsking(false)}
          check={revealCheck}
          hint={REVEAL_HINT}
        />
      ) : (
        <button type="button" className="button link" onClick={() => setAsking(true)}>
          Reveal {LABELS[field]}
        </button>
      )}
    </CanAccess>
  );
}
