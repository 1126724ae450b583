/**
 * A read's state on a page that shows its answer below: "Loading..." while it is read, and when it could not be, the
 * server's words (or `notRead`) in an error box. Renders nothing once the answer is in.
 */
export function ReadState({ query, notRead }: { query: { isLoading: boolean; isError: boolean; error?: { message?: string } | null }; notRead: string }) {
  if (query.isLoading) return <p role="status">Loading...</p>;
  if (!query.isError) return null;
  return (
    <div role="alert" className="error-box">
      <p>{query.error?.message ?? notRead}</p>
    </div>
  );
}
