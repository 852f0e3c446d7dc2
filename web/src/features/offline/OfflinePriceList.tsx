import { PageHeader } from '@spanner/design-system';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import { priceText } from '../price-list';
import * as css from './offline.css';

/** The saved price list, by name, with each item's price and tax. */
export function OfflinePriceList({ copy }: { copy: DeviceCopy }) {
  return (
    <>
      <PageHeader title="Price list" back={{ href: '/', label: 'Saved schedule' }} />
      {copy.priceList.length ? (
        <ul className={css.list}>
          {copy.priceList.map((item) => (
            <li key={item.id}>
              <strong>{item.name}</strong> — {priceText(item)}
              {item.description ? <p className={css.muted}>{item.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>The price list is empty.</p>
      )}
    </>
  );
}
