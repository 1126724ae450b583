import { fillContract, loanContract } from '../content/loan-contract';
import { DocumentBody } from '../ui/document-body';
import { PageHeader } from '../ui/page-header';

/** /al: the loan contract template; figures appear as blanks until a real loan fills them. */
export function LoanContractPage() {
  const sections = loanContract.map((s) => ({ ...s, paragraphs: s.paragraphs.map((p) => fillContract(p, {})) }));
  return (
    <div>
      <PageHeader routeId="loanContract" />
      <DocumentBody lead="Loan Agreement (template)" sections={sections} />
    </div>
  );
}

export default LoanContractPage;
