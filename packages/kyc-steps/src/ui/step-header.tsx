import { useText } from '@pocket/app-core/i18n';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { palette } from '@pocket/ui-kit/palette';

/** The progress a borrower sees across KYC: identity, the three personal-information forms, face. */
const PROGRESS = ['Identity', 'Personal', 'Contacts', 'Work', 'Face'] as const;
export type ProgressStep = (typeof PROGRESS)[number];

export type StepHeaderProps = { title: string; progress?: ProgressStep | undefined; onBack?: () => void };

export function StepHeader({ title, progress, onBack }: StepHeaderProps) {
  const t = useText();
  const active = progress ? PROGRESS.indexOf(progress) : -1;
  return (
    <header>
      <PageHeader title={title} back={onBack !== undefined} {...(onBack ? { onBack } : {})} />
      {progress ? (
        <ol aria-label={t('KYC progress')} style={{ display: 'flex', justifyContent: 'space-between', listStyle: 'none', margin: 0, padding: '8px 16px', fontSize: 12 }}>
          {PROGRESS.map((progressStep, i) => (
            <li key={progressStep} aria-current={i === active ? 'step' : undefined} style={{ color: i <= active ? palette.blueText : palette.textSecondary, fontWeight: i === active ? 600 : 400 }}>
              {t(progressStep)}
            </li>
          ))}
        </ol>
      ) : null}
    </header>
  );
}
