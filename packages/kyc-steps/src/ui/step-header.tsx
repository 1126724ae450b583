import type { ReactNode } from 'react';
import { NavBar, Steps } from 'react-vant';

/** The progress a borrower sees across KYC: identity, the three personal-information forms, face. */
const PROGRESS = ['Identity', 'Personal', 'Contacts', 'Work', 'Face'] as const;
export type ProgressStep = (typeof PROGRESS)[number];

export type StepHeaderProps = { title: string; progress?: ProgressStep; onBack?: () => void; children?: ReactNode };

export function StepHeader({ title, progress, onBack }: StepHeaderProps) {
  return (
    <header>
      <NavBar title={title} leftArrow={Boolean(onBack)} onClickLeft={onBack} border={false} />
      {progress ? (
        <Steps active={PROGRESS.indexOf(progress)} aria-label="KYC progress">
          {PROGRESS.map((step) => (
            <Steps.Item key={step}>{step}</Steps.Item>
          ))}
        </Steps>
      ) : null}
    </header>
  );
}
