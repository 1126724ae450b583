import { CanAccess, useCustomMutation } from '@refinedev/core';
import { useState } from 'react';

import type { RevealField as Field } from '@pocket/contracts/api/staff';

import { revealAction } from '../providers/permissions';
import { ReasonForm } from '../ui/reason-form';

const LABELS: Record<Field, string> = { phone: 'phone', name: 'name', nrc: 'NRC', photos: 'KYC photos' };

/** Photos come as a JSON list of image addresses. */
function photosOf(value: string): string[] {
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A masked field's "Reveal": asks for the reason, then shows the clear value (the server audits it with the reason). */
export function RevealField({ uid, field }: { uid: number; field: Field }) {
  const [asking, setAsking] = useState(false);
  const [value, setValue] = useState<string | null | undefined>(undefined);
  const { mutate, mutation } = useCustomMutation<{ field: Field; value: string | null }>();
  const reveal = (reason: string) =>
    mutate(
      { url: `/borrowers/${uid}/reveal`, method: 'post', values: { field, reason } },
      { onSuccess: (answer) => (setAsking(false), setValue(answer.data.value)) },
    );

  if (value !== undefined) {
    if (value === null) return <span className="muted">none on file</span>;
    if (field !== 'photos') return <strong data-testid={`revealed-${field}`}>{value}</strong>;
    return (
      <span className="photos" data-testid="revealed-photos">
        {photosOf(value).map((src, index) => (
          <img key={src} src={src} alt={`KYC photo ${index + 1}`} />
        ))}
      </span>
    );
  }
  return (
    <CanAccess resource="borrowers" action={revealAction(field)}>
      {asking ? (
        <ReasonForm
          title={`Reveal the ${LABELS[field]}`}
          submitLabel="Reveal"
          busy={mutation.isPending}
          error={mutation.error?.message ?? null}
          onSubmit={reveal}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <button type="button" className="button link" onClick={() => setAsking(true)}>
          Reveal {LABELS[field]}
        </button>
      )}
    </CanAccess>
  );
}
