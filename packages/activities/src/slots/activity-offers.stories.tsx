import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { expect } from 'storybook/test';

import ActivityOffers from './activity-offers';

function InRouter() {
  const router = createRouter({ routeTree: createRootRoute({ component: ActivityOffers }), history: createMemoryHistory({ initialEntries: ['/home'] }) });
  return <RouterProvider router={router} />;
}

const meta: Meta<typeof InRouter> = { title: 'activities/ActivityOffers', component: InRouter };
export default meta;
export const OnHome: StoryObj<typeof InRouter> = {
  play: async ({ canvas }) => {
    for (const offer of ['Spin the wheel', 'Coupon packs', 'Invite friends']) await expect(await canvas.findByText(offer)).toBeVisible();
  },
};
