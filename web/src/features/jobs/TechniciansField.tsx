import { useQuery } from '@apollo/client/react';
import { Checkbox, CheckboxGroup, Skeleton } from '@spanner/design-system';
import { graphql } from '../../gql';
import * as css from './jobs.css';

const MembersQuery = graphql(`
  query JobMembers {
    members(assignable: true) {
      id
      name
      role
    }
  }
`);

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', manager: 'Manager', technician: 'Technician' };

/** Assigned technicians (spec part 1 §2): any member who has joined the team, with their role next to the name. */
export function TechniciansField({
  value,
  onChange,
  label = 'Assigned technicians',
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
}) {
  const { data, loading } = useQuery(MembersQuery);
  if (loading && !data) return <Skeleton shape="rect" height={96} />;
  return (
    <CheckboxGroup label={label} value={value} onChange={onChange}>
      {(data?.members ?? []).map((m) => (
        <Checkbox key={m.id} value={m.id}>
          {m.name}
          <span className={css.roleHint}>{ROLE_LABELS[m.role] ?? m.role}</span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
