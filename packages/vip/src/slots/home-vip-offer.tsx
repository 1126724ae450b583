import { useNavigate } from '@tanstack/react-router';

import { selectHasToken } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { paths } from '@pocket/app-core/routes';

import { useGetVipCardInfoQuery } from '../api/get-vip-card-info';
import { HomeVipOfferView } from '../ui/home-vip-offer-view';

/** Slot 'homeOffers': the VIP offer (or the membership in force) on /home, opening the Member tab. */
export default function HomeVipOffer() {
  const hasToken = useAppSelector(selectHasToken);
  const navigate = useNavigate();
  const info = useGetVipCardInfoQuery({ signed: hasToken });
  const cards = info.data?.cards ?? [];
  const cheapest = cards.reduce<(typeof cards)[number] | null>((best, c) => (best === null || c.price < best.price ? c : best), null);
  const membership = info.data?.membership;
  return (
    <HomeVipOfferView
      card={cheapest}
      loading={info.isLoading}
      activeUntil={membership?.active ? membership.activeUntil : null}
      onOpen={() => void navigate({ href: paths.member })}
    />
  );
}
