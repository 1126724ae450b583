import { media } from '@pocket/contracts/calls/activities';

/** The address of one of the app's own pictures (the borrower's media call), a new banner's or notice's default. */
export const mediaPath = (name: string) => media.path.replace(':name', encodeURIComponent(name));
