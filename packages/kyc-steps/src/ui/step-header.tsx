import { NavBar } from 'react-vant';

/** The progress a borrower sees across KYC: identity, the three personal-information forms, face. */
const PROGRESS = ['Identity', 'Personal', 'Contacts', 'Work', 'Face'] as const;
export type ProgressStep = (typeof PROGRESS)[number];

export type StepHeaderProps = { title: string; progress?: ProgressStep | undefined; onBack?: () => void };

// NavBar clones this element and adds its icon class (react-vant's own arrow icon does not render under Vitest's
// bundle build); the label makes the arrow findable as 'Back'.
function BackArrow(props: { className?: string }) {
  return (
    <svg role="button" aria-label="Back" viewBox="0 0 24 24" width="1em" height="1em" {...props}>
      <path d="M15.5 4 7.5 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function StepHeader({ title, progress, onBack }: StepHeaderProps) {
  const active = progress ? PROGRESS.indexOf(progress) : -1;
  return (
    <header>
      <NavBar title={title} leftArrow={onBack ? <BackArrow /> : false} onClickLeft={onBack} border={false} />
      {progress ? (
        <ol aria-label="KYC progress" style={{ display: 'flex', justifyContent: 'space-between', listStyle: 'none', margin: 0, padding: '8px 16px', fontSize: 12 }}>
          {PROGRESS.map((step, i) => (
            <li key={step} aria-current={i === active ? 'step' : undefined} style={{ color: i <= active ? '#3271EA' : '#969799', fontWeight: i === active ? 600 : 400 }}>
              {step}
            </li>
          ))}
        </ol>
      ) : null}
    </header>
  );
}
