import { Link } from 'react-router';

export function NotFound() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">There is no such page</h1>
      <p>
        Choose a desk from the menu, or go back to <Link to="/">your first desk</Link>.
      </p>
    </section>
  );
}
