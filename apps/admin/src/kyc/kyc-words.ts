import type { KycLookAlike, KycPhoto, KycReviewFlag } from '@pocket/contracts/api/staff';

/** Why the rules sent a KYC to a person, in the desk's words. */
export const FLAG_WORDS: Record<KycReviewFlag, string> = {
  'nrc-shared': 'NRC used by another account',
  'device-shared': 'Device used by another account',
  resubmitted: 'Sent again after a rejection',
  'identity-corrected': 'Identity corrected by risk from a correction request: check it against the NRC photos',
};

export const MATCH_WORDS: Record<KycLookAlike['matches'][number], string> = { nrc: 'same NRC', phone: 'same phone', device: 'same device' };

export const PHOTO_WORDS: Record<KycPhoto, string> = { nrcFront: 'NRC front', nrcBack: 'NRC back', face: 'Selfie' };

/** `95` -> `1 h 35 min`; the queue shows how long each case has waited. */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}
