import { NavBar } from 'react-vant';

// react-vant's default arrow icon resolves to undefined under React 19 here; NavBar clones this element instead.
function BackArrow(props: { className?: string }) {
  return (
    <svg role="button" aria-label="Back" viewBox="0 0 24 24" width="1em" height="1em" {...props}>
      <path d="M15.5 4 7.5 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The page title bar with a back arrow (history back; home when there is no history). */
export function PageHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  return (
    <NavBar
      title={title}
      leftArrow={<BackArrow />}
      border={false}
      onClickLeft={onBack ?? (() => (history.length > 1 ? history.back() : location.assign('/home')))}
    />
  );
}
