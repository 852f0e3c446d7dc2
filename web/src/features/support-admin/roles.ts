import type { BadgeProps } from '@spanner/design-system';
import type { SupportRole } from '../../gql/graphql';

// How the support roles read in the Admin Console.

export const SUPPORT_ROLE_LABELS: Record<SupportRole, string> = {
  support_staff: 'Support staff',
  support_admin: 'Support admin',
};

export const SUPPORT_ROLE_TONES: Record<SupportRole, BadgeProps['tone']> = {
  support_staff: 'grey',
  support_admin: 'purple',
};

export const SUPPORT_ROLE_ITEMS = (['support_staff', 'support_admin'] as const).map((id) => ({
  id,
  label: SUPPORT_ROLE_LABELS[id],
  description: id === 'support_admin' ? 'Works tickets and uses the Admin Console' : 'Works the ticket queue',
}));
