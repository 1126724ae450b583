import { NavBar } from 'react-vant';

import { BackArrow } from './back-arrow';

const goBack = () => (history.length > 1 ? history.back() : location.assign('/home'));

/**
 * The page title bar with a back arrow (history back; home when there is no history). `back={false}` for a page with
 * nowhere to go back to (a tab's root page).
 */
export function PageHeader({ title, onBack, back = true }: { title: string; onBack?: () => void; back?: boolean }) {
  return (
    <NavBar
      // The screen's one h1 (issue 33: page-has-heading-one), drawn as react-vant's title was; it keeps the title's
      // class, which is where the title text is found.
      title={<h1 className="rv-nav-bar__title pocket-page-title">{title}</h1>}
      leftArrow={back ? <BackArrow /> : false}
      border={false}
      onClickLeft={back ? (onBack ?? goBack) : undefined}
    />
  );
}
