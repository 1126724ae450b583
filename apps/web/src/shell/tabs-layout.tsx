import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Tabbar } from 'react-vant';

import { paths } from '@pocket/app-core/routes';
import { LAYOUT_MAX_WIDTH_PX } from '@pocket/contracts/constants';

const TABS = [
  { name: paths.home, label: 'Home' },
  { name: paths.member, label: 'Member' },
  { name: paths.me, label: 'Me' },
] as const;

/** The three tabs of '/': home, member, me. Choosing 'Me' without a session runs the guard like any navigation. */
export function TabsLayout() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      {/* The tab bar's room is the page's own bottom padding, not react-vant's placeholder: that placeholder is an
          element after the page, and it moved (layout shift) each time content above it arrived. */}
      <div style={{ paddingBottom: 'calc(var(--rv-tabbar-height) + env(safe-area-inset-bottom, 0px))' }}>
        <Outlet />
      </div>
      {/* The tab bar is the app's navigation landmark (issue 33). */}
      <nav aria-label="Tabs">
        <Tabbar
          value={pathname}
          onChange={(name) => void navigate({ to: String(name) })}
          style={{ maxWidth: LAYOUT_MAX_WIDTH_PX, left: '50%', transform: 'translateX(-50%)' }}
        >
          {TABS.map((tab) => (
            <Tabbar.Item key={tab.name} name={tab.name}>
              {tab.label}
            </Tabbar.Item>
          ))}
        </Tabbar>
      </nav>
    </>
  );
}
