import { useViewer, type ViewerAbilities } from './viewer';

// The web never decides a role: the server's policy table (api/src/domain/policy.ts, `viewerCan` in GraphQL)
// says what the viewer can do, and every screen asks here. The answer comes from the viewer query Apollo has
// already cached, so asking costs no request. A signed-out viewer, or one still loading, can do nothing.

export type Ability = keyof ViewerAbilities;

/** Whether the viewer has an ability; with no argument, every ability (for lists such as the sidebar). */
export function useCan(ability: Ability): boolean;
export function useCan(): ViewerAbilities | null;
export function useCan(ability?: Ability): boolean | ViewerAbilities | null {
  const { can } = useViewer();
  return ability ? !!can?.[ability] : can;
}
