import { appStarted, appStatePatched, setHolidaysList, setMarketList } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { openOverlay } from '@pocket/app-core/overlays';

import { holidaysListApi } from '../api/get-holidays-list';
import { marketListApi } from '../api/get-market-list';
import { channelApi } from '../api/query-channel';
import { shownToday } from './once-a-day';

export interface ListenerDeps {
  now?: () => number;
  storage?: () => Storage;
  /** The path the visit started on (the holidays notice opens only on a visit that lands on home). */
  path?: () => string;
  /** Starts loading the holidays popup's code (while its notices are asked for) and then its images. */
  preload?: { popup: () => void; image: (url: string) => void };
}

/**
 * The holidays popup is the largest thing the landing page shows: its code is fetched at start-up, in parallel with the
 * notices, and its images as soon as the notices are known, in parallel with the popup's rendering. On a 2G link this
 * spares two round trips before the notice can be read.
 */
const browserPreload = {
  popup: () => void import('../overlays/holidays-overlay').catch(() => undefined),
  image: (url: string) => {
    new Image().src = url;
  },
};

/** Where a notice may greet the borrower: the landing page, never a deep link into a flow (/qp, /borrow-plan, KYC). */
const LANDING_PATHS = ['/', '/home'];

/**
 * Start-up work: the channel call fills packageName and the two download links; marketList and holidaysList are
 * loaded into the app state; a current holiday notice opens the holidays popup on a visit that lands on home (once a
 * day on this device; the popup itself waits until no login panel or payment popup is open).
 */
export function registerActivitiesListeners(startListening: AppStartListening, deps: ListenerDeps = {}): () => void {
  const now = deps.now ?? Date.now;
  const storage = deps.storage ?? (() => window.localStorage);
  const path = deps.path ?? (() => window.location.pathname);
  const preload = deps.preload ?? browserPreload;
  return startListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      const code = api.getState().appState.appChannelCode;
      const mayGreet = () => LANDING_PATHS.includes(path()) && !shownToday('holidays', 'device', now(), storage());
      if (mayGreet()) preload.popup();
      // Each call starts in a task of its own, not in the start-up's: starting an RTK Query request runs the whole
      // store's reducers and middleware, and on a slow phone the three with the store's restore were one long task.
      // They still run side by side (a few milliseconds apart).
      await api.delay(0);
      const channelCall = api.dispatch(channelApi.endpoints.queryByChannelCode.initiate(code, { subscribe: false }));
      await api.delay(0);
      const marketCall = api.dispatch(marketListApi.endpoints.getMarketList.initiate(undefined, { subscribe: false }));
      await api.delay(0);
      const holidaysCall = api.dispatch(holidaysListApi.endpoints.getHolidaysList.initiate(undefined, { subscribe: false }));
      const [channel, market, holidays] = await Promise.all([channelCall, marketCall, holidaysCall]);
      if (channel.data) {
        api.dispatch(
          appStatePatched({ packageName: channel.data.packageName, appDownloadLink: channel.data.appDownloadUrl, alternateChannelDownloadLink: channel.data.altDownloadUrl }),
        );
      }
      if (market.data) api.dispatch(setMarketList(market.data));
      if (holidays.data) {
        api.dispatch(setHolidaysList(holidays.data));
        if (holidays.data.length > 0 && mayGreet()) {
          for (const notice of holidays.data) preload.image(notice.imageUrl);
          api.dispatch(openOverlay({ id: 'holidays' }));
        }
      }
    },
  });
}
