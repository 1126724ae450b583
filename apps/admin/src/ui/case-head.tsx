import { Link } from 'react-router';

/** The head of a case's page (an application, a collections case): the way back to its queue, then the case's name. */
export function CaseHead({ back, backText, title }: { back: string; backText: string; title: string }) {
  return (
    <>
      <p>
        <Link to={back}>← {backText}</Link>
      </p>
      <h1>{title}</h1>
    </>
  );
}
