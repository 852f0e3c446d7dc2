import type { ReactNode } from 'react';
import { type Key, ListBox, ListBoxItem } from 'react-aria-components';
import { CheckIcon, PlusIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import * as overlay from './overlay.css';

/** One choice in a Select or ComboBox. */
export interface Option {
  id: Key;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

/** An option plus the ComboBox's synthetic 'Create "<text>"' entry. */
export type ListOption = Option & { kind?: 'create'; textValue?: string };

/** The styled list of options inside a Select or ComboBox popover (max height 260 px, then it scrolls). */
/** Without `items` the list takes them from the surrounding ComboBox, which filters them. */
export function OptionList({ items, renderEmpty }: { items?: Iterable<ListOption>; renderEmpty?: () => ReactNode }) {
  return (
    <ListBox
      items={items}
      className={overlay.list}
      renderEmptyState={renderEmpty ? () => <div className={overlay.emptyList}>{renderEmpty()}</div> : undefined}
    >
      {(item: ListOption) => (
        <ListBoxItem
          id={item.id}
          textValue={item.textValue ?? item.label}
          isDisabled={item.isDisabled}
          className={cx(overlay.item, item.kind === 'create' && overlay.createItem)}
        >
          {({ isSelected }) => (
            <>
              {item.kind === 'create' ? <PlusIcon size={16} /> : null}
              <span className={overlay.itemText}>
                {item.label}
                {item.description ? <span className={overlay.itemDescription}>{item.description}</span> : null}
              </span>
              {isSelected ? <CheckIcon size={16} className={overlay.itemCheck} /> : null}
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
