import { Card, IconButton, Link, Menu, MenuItem, MenuTrigger, MoreIcon } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { EquipmentCardFieldsFragment } from '../../gql/graphql';
import * as css from './equipment.css';
import { makeAndModel } from './format';

export const EquipmentCardFields = graphql(`
  fragment EquipmentCardFields on Equipment {
    id
    name
    make
    model
    serial
    customer {
      id
      name
    }
  }
`);

/** One piece of equipment in the list: the whole card opens its detail; the menu edits or deletes it. */
export function EquipmentCard({
  equipment,
  onEdit,
  onDelete,
}: {
  equipment: EquipmentCardFieldsFragment;
  onEdit: () => void;
  /** Left out for roles that may not delete. */
  onDelete?: () => void;
}) {
  const kind = makeAndModel(equipment);
  return (
    <Card padding="md" interactive className={css.card}>
      <div className={css.cardTop}>
        <h2 className={css.cardTitle}>
          <Link href={`/equipment/${equipment.id}`} className={css.stretchedLink}>
            {equipment.name}
          </Link>
        </h2>
        <MenuTrigger>
          <IconButton label={`Actions for ${equipment.name}`} icon={<MoreIcon size={18} />} size="sm" className={css.aboveLink} />
          <Menu onAction={(key) => (key === 'delete' ? onDelete?.() : onEdit())}>
            <MenuItem id="edit">Edit</MenuItem>
            {onDelete ? (
              <MenuItem id="delete" tone="danger">
                Delete
              </MenuItem>
            ) : null}
          </Menu>
        </MenuTrigger>
      </div>
      {kind && <p className={css.meta}>{kind}</p>}
      {equipment.serial && <p className={css.meta}>Serial: {equipment.serial}</p>}
      <p className={css.meta}>{equipment.customer ? equipment.customer.name : 'No customer assigned'}</p>
    </Card>
  );
}
