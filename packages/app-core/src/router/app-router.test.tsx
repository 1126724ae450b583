import { createMemoryHistory, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { paths } from '../routes/route-table';
import { createAppRouter, currentRouteId, titleOf } from './app-router';

function setup(url: string, token = '') {
  const opened: string[] = [];
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { hasToken: () => token !== '', openLoginPanel: () => opened.push('login') },
    root: () => (
      <>
        <Link to={paths.me}>to me</Link>
        <Link to={paths.set}>to set</Link>
        <Outlet />
      </>
    ),
    components: {
      home: () => <h1>home page</h1>,
      me: () => <h1>me page</h1>,
      set: () => <h1>set page</h1>,
      billingDetails: () => <h1>billing page</h1>,
    },
    placeholder: () => <p>coming soon</p>,
    notFound: () => <p>not found</p>,
  });
  render(<RouterProvider router={router} />);
  return { router, opened };
}

describe('app router', () => {
  it('redirects / to /home and keeps the query string', async () => {
    const { router } = setup('/?source=pwa&appChannelCode=WM2');
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.search).toEqual({ source: 'pwa', appChannelCode: 'WM2' });
  });

  it('opening /me without a token lands on /home with the login panel open', async () => {
    const { router, opened } = setup('/me');
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(opened).toEqual(['login']);
  });

  it('a blocked link keeps the current page on screen and opens the login panel', async () => {
    const { router, opened } = setup('/qp');
    expect(await screen.findByText('coming soon')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'to set' }));
    await waitFor(() => expect(opened).toEqual(['login']));
    expect(router.state.location.pathname).toBe('/qp');
    expect(screen.getByText('coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'set page' })).not.toBeInTheDocument();
  });

  it('with a token the login-required page shows', async () => {
    const { opened } = setup('/billing-details/12', 'token');
    expect(await screen.findByRole('heading', { name: 'billing page' })).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('children of /authentication are guarded by their layout', async () => {
    const { router, opened } = setup('/authentication/work');
    await screen.findByRole('heading', { name: 'home page' });
    expect(router.state.location.pathname).toBe('/home');
    expect(opened).toEqual(['login']);
  });

  it('an unknown path shows the not-found page', async () => {
    const { router } = setup('/no/such/page');
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(titleOf(currentRouteId(router))).toBe('Page not found');
  });

  it('a page no feature provides yet shows the placeholder', async () => {
    const { router } = setup('/coupon', 'token');
    expect(await screen.findByText('coming soon')).toBeInTheDocument();
    expect(titleOf(currentRouteId(router))).toBe('Coupon');
  });
});
