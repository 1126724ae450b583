import { paths } from '@pocket/app-core/routes';

import type { KycStep, PersonalInfoSection } from './step-routing';
import { PERSONAL_INFO_SECTIONS } from './step-routing';

/** The page of each KYC step, from the route table (never a repeated path string). */
export const STEP_PATH: Record<KycStep, string> = {
  identity: paths.authIdentity,
  base: paths.authBase,
  linkman: paths.authLinkman,
  work: paths.authWork,
  faceStart: paths.faceStart,
  questionnaire: paths.authQuestionnaire,
};

/** Every KYC path: never a place to come back to once KYC is done. */
export const KYC_PATHS: readonly string[] = [...Object.values(STEP_PATH), paths.faceRecognition, paths.faceSuccess];

/** `path?redirect=...`: the step's page, carrying where the borrower was going. */
export function stepHref(step: KycStep, returnTo: string | null): string {
  const path = STEP_PATH[step];
  return returnTo ? `${path}?${new URLSearchParams({ redirect: returnTo }).toString()}` : path;
}

/** Any KYC path with the same `redirect`. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${new URLSearchParams({ redirect: returnTo }).toString()}` : path;
}

const savedKey = (userId: string) => `pocket.kyc.saved.${userId || 'anonymous'}`;

/**
 * Which cerCode 3 forms this device saw saved. The server answers cerCode 3 only as a whole, so this is how a
 * borrower who saved base and linkman resumes at work; on another device they simply start again at base.
 */
export function loadSavedSections(userId: string): PersonalInfoSection[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(savedKey(userId)) ?? '[]');
    return Array.isArray(raw) ? PERSONAL_INFO_SECTIONS.filter((s) => raw.includes(s)) : [];
  } catch {
    return [];
  }
}

export function markSectionSaved(userId: string, section: PersonalInfoSection): PersonalInfoSection[] {
  const next = [...new Set([...loadSavedSections(userId), section])];
  try {
    localStorage.setItem(savedKey(userId), JSON.stringify(next));
  } catch {
    // storage unavailable: the borrower may be asked for a saved form again, nothing worse
  }
  return next;
}
