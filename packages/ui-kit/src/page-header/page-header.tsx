import { NavBar } from 'react-vant';

// react-vant's default arrow icon resolves to undefined under React 19 here; NavBar clones this element instead.
function BackArrow(props: { className?: string }) {
  return (
    <svg role="button" aria-label="Back" viewBox="0 0 24 24" width="1em" height="1em" {...props}>
      <path d="M15.5 4 7.5 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const goBack = () => (history.length > 1 ? history.back() : location.assign('/home'));

/**
 * The page title bar with a back arrow (history back; home when there is no history). `back={false}` for a page with
 * nowhere to go back to (a tab's root page).
 */
export function PageHeader({ title, onBack, back = true }: { title: string; onBack?: () => void; back?: boolean }) {
  return (
    <NavBar
      title={title}
      leftArrow={back ? <BackArrow /> : false}
      border={false}
      onClickLeft={back ? (onBack ?? goBack) : undefined}
    />
  );
}
