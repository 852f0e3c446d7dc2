import { Card, DescriptionList, Link } from '@spanner/design-system';
import { mailtoHref, telHref } from './contact-links';

/**
 * How a customer reaches the business from a page it sent them (the booking behind a confirmation link, a quote's
 * page): its phone and email from Settings, as links that open the dialler and the mail app. Where the page says
 * "contact the business", this is how. Nothing when the business has entered neither.
 */
export function BusinessContact({ name, phone, email }: { name: string; phone?: string | null; email?: string | null }) {
  if (!phone && !email) return null;
  return (
    <Card title={`Contact ${name}`} headingLevel={2}>
      <DescriptionList
        items={[
          !!phone && { term: 'Phone', value: <Link href={telHref(phone)}>{phone}</Link> },
          !!email && { term: 'Email', value: <Link href={mailtoHref(email)}>{email}</Link> },
        ]}
      />
    </Card>
  );
}
