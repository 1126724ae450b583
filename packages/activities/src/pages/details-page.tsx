import { selectAppState } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';

import { StorePageView } from '../ui/store-page-view';

/** Route component of /details ('Google Play'): the links come from the start-up channel call (app state). */
export default function DetailsPage() {
  const app = useAppSelector(selectAppState);
  return <StorePageView packageName={app.packageName} appDownloadLink={app.appDownloadLink} alternateChannelDownloadLink={app.alternateChannelDownloadLink} />;
}
