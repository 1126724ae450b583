import { routeTable } from '@pocket/app-core/routes';
import { PageHeader } from '@pocket/ui-kit/page-header';

import { fillContract, loanContract } from '../content/loan-contract';
import { DocumentBody } from '../ui/document-body';

/** /al: the loan contract template; figures appear as blanks until a real loan fills them. */
export function LoanContractPage() {
  const sections = loanContract.map((s) => ({ ...s, paragraphs: s.paragraphs.map((p) => fillContract(p, {})) }));
  return (
    <div>
      <PageHeader title={routeTable.loanContract.title} />
      <DocumentBody lead="Loan Agreement (template)" sections={sections} />
    </div>
  );
}

export default LoanContractPage;
