import { Link } from 'react-router';

/** A record page's head: the way back to its list (`back`: where and in what words), then the record's title. */
export function RecordHead({ back, title }: { back: { to: string; label: string }; title: string }) {
  return (
    <>
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1>{title}</h1>
    </>
  );
}
