import { Banner } from '@spanner/design-system';
import { messageOf } from '../../lib/error-message';

/** 'Quote not found' / 'Invoice not found' (spec part 2 §8), with the failure's own text when it says more. */
export function NotFoundBanner({ title, error }: { title: string; error: unknown }) {
  const message = messageOf(error, '');
  return (
    <Banner tone="error" title={title}>
      {message && message !== title ? message : null}
    </Banner>
  );
}
