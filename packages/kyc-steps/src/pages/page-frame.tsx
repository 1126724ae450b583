import type { ReactNode } from 'react';

import type { ProgressStep } from '../ui/step-header';
import { StepHeader } from '../ui/step-header';

/** A KYC page: the route's title, the progress across steps, and a back arrow. */
export function PageFrame({ title, progress, children }: { title: string; progress?: ProgressStep; children: ReactNode }) {
  return (
    <div>
      <StepHeader title={title} progress={progress} onBack={() => window.history.back()} />
      {children}
    </div>
  );
}
