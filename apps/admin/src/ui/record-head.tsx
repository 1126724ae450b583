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

/** A record page whose record could not be read: the server's words (or `fallback`) and the way back to its list. */
export function RecordNotRead({ message, fallback, back }: { message: string | undefined; fallback: string; back: { to: string; label: string } }) {
  return (
    <div role="alert" className="error-box">
      <p>{message ?? fallback}</p>
      <Link to={back.to}>{back.label}</Link>
    </div>
  );
}
