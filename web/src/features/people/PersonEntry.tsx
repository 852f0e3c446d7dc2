import { Badge, Entry, IconButton, Menu, MenuItem, MenuTrigger, MoreIcon } from '@spanner/design-system';
import type { ReactNode } from 'react';

export interface PersonAction<A extends string> {
  id: A;
  label: string;
  tone?: 'danger';
}

/**
 * One person in a team list (the members of an organisation, the support staff): avatar, name with 'You' on the
 * viewer's own row, email, badges, and a menu of the actions the viewer may take (none: no menu).
 */
export function PersonEntry<A extends string>({
  name,
  email,
  isSelf,
  avatar,
  badges,
  actions,
  onAction,
}: {
  name: string;
  email: string;
  isSelf: boolean;
  avatar: ReactNode;
  badges: ReactNode;
  actions: PersonAction<A>[];
  onAction: (action: A) => void;
}) {
  return (
    <Entry
      aria-label={name}
      leading={avatar}
      title={
        <>
          {name}
          {isSelf ? <Badge>You</Badge> : null}
        </>
      }
      meta={email}
      aside={badges}
      actions={
        actions.length ? (
          <MenuTrigger>
            <IconButton label={`Actions for ${name}`} icon={<MoreIcon size={18} />} />
            <Menu onAction={(key) => onAction(key as A)}>
              {actions.map((a) => (
                <MenuItem key={a.id} id={a.id} tone={a.tone}>
                  {a.label}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        ) : null
      }
    />
  );
}
