/** A desk page's head: its title and the Refresh button (Refine fetches the page's reads again). */
export function ListHead({ title, onRefresh }: { title: string; onRefresh: () => void }) {
  return (
    <div className="page-head">
      <h1>{title}</h1>
      <button type="button" className="button secondary" onClick={onRefresh}>
        Refresh
      </button>
    </div>
  );
}
