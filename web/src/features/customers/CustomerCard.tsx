import { Avatar, Card, Link } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { CustomerCardFragment } from '../../gql/graphql';
import { mailtoHref, telHref } from '../../lib/contact-links';
import * as css from './customers.css';

export const CustomerCardFields = graphql(`
  fragment CustomerCard on Customer {
    id
    name
    contactName
    email
    phone
    address
    notes
  }
`);

/** A customer in the list (spec part 1 §2): initials avatar, company, contact, email, phone, address, notes. Opens the profile. */
export function CustomerCard({ customer }: { customer: CustomerCardFragment }) {
  // A household's contact is often the household itself: say it once.
  const contact = customer.contactName?.toLowerCase() === customer.name.toLowerCase() ? null : customer.contactName;
  // Phone and email open the dialler and the mail app; they sit above the card's own link.
  const rows = (
    [
      [
        'Email',
        customer.email && (
          <Link href={mailtoHref(customer.email)} className={css.contactLink}>
            {customer.email}
          </Link>
        ),
      ],
      [
        'Phone',
        customer.phone && (
          <Link href={telHref(customer.phone)} className={css.contactLink}>
            {customer.phone}
          </Link>
        ),
      ],
      ['Address', customer.address],
    ] as [string, ReactNode][]
  ).filter(([, value]) => !!value);
  return (
    <Card padding="md" interactive className={css.card}>
      <div className={css.cardHeader}>
        <Avatar name={customer.name} size="md" />
        <div className={css.cardText}>
          <h2 className={css.cardTitle}>
            <Link href={`/customers/${customer.id}`} variant="subtle" className={css.stretchedLink}>
              {customer.name}
            </Link>
          </h2>
          {contact && <p className={css.subtle}>{contact}</p>}
        </div>
      </div>
      {rows.length > 0 && (
        <ul className={css.details}>
          {rows.map(([label, value]) => (
            <li key={label} className={css.detail}>
              <span className={css.detailLabel}>{label}</span>
              <span className={css.detailValue}>{value}</span>
            </li>
          ))}
        </ul>
      )}
      {customer.notes && <p className={css.notes}>{customer.notes}</p>}
    </Card>
  );
}
