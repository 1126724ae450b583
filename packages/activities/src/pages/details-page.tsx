import { selectAppState } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';

import { storePageApi } from '../api/get-store-page';
import { StorePageView } from '../ui/store-page-view';

/**
 * Route component of /details ('Google Play'): the links come from the start-up channel call (app state), the
 * figures (rating, downloads...) only from what marketing entered on the desk; none while they load or when none.
 */
export default function DetailsPage() {
  const app = useAppSelector(selectAppState);
  const { data: figures } = storePageApi.useGetStorePageQuery();
  return (
    <StorePageView
      packageName={app.packageName}
      appDownloadLink={app.appDownloadLink}
      alternateChannelDownloadLink={app.alternateChannelDownloadLink}
      figures={figures ?? null}
    />
  );
}
