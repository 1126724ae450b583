import { useNavigate } from '@tanstack/react-router';

import { paths } from '@pocket/app-core/routes';

import { HomePhonesOffer } from '../ui/home-phones-offer';

/** stage's contribution to the 'homeOffers' slot of /home: a way to the phones on instalments. */
export function HomePhones() {
  const navigate = useNavigate();
  return <HomePhonesOffer onOpen={() => void navigate({ href: paths.stageDetails })} />;
}

export default HomePhones;
