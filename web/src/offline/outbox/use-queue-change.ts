import { useViewer } from '../../lib/viewer';
import type { ChangeInput } from './changes';
import { queueChange } from './sync';

/** Make a change through the outbox as the signed-in user: kept at once, sent when the network allows. */
export function useQueueChange() {
  const userId = useViewer().viewer?.id;
  return async (input: ChangeInput) => {
    if (!userId) throw new Error('Sign in to make changes');
    await queueChange(userId, input);
  };
}
