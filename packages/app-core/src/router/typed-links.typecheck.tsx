import { Link } from '@tanstack/react-router';

import { paths } from '../routes/route-table';

export const ok = <Link to={paths.billingDetails} params={{ orderId: '7' }} />;
// @ts-expect-error an unknown path is a type error once the router is registered
export const bad = <Link to="/no-such-page" />;
