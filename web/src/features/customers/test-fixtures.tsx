import { useLocation } from 'react-router';

export { viewerMock } from '../../test-utils';

/** Shows where the router is, so a test can see a navigation happen. */
export function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

export const customer = {
  __typename: 'Customer' as const,
  id: 'c1',
  name: 'Brew & Bloom Café',
  contactName: 'Marco Rossi',
  email: 'marco@brewandbloom.com.au',
  phone: '03 9417 2231',
  street: '214 Brunswick Street',
  suburb: 'Fitzroy',
  state: 'VIC',
  postcode: '3065',
  address: '214 Brunswick Street, Fitzroy VIC 3065',
  notes: 'Rear access via the laneway',
  abn: null,
  createdAt: '2026-03-02T23:00:00.000Z',
  noPaymentReminders: false,
  updatedAt: '2026-03-02T23:00:00.000Z',
};
