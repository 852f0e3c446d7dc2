import { READ_ONLY_BLOCKED, READ_ONLY_OPEN } from '@rules/subscription-access';
import { Button, Dialog, Modal, Stack } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { useStore } from '../../lib/store';
import { subscriptionPrompt } from '../../lib/subscription-prompt-store';

/** 'Trial Expired' / 'Premium Feature', opened by any request answered with 402 (spec part 1 §8). */
export function SubscriptionModal() {
  const prompt = useStore(subscriptionPrompt);
  const navigate = useNavigate();
  const close = () => subscriptionPrompt.set(null);
  return (
    <Modal isOpen={!!prompt} onOpenChange={(open) => !open && close()} size="sm">
      {prompt && (
        <Dialog
          title={prompt.title}
          role="alertdialog"
          footer={
            <>
              <Button variant="secondary" onPress={close}>
                Maybe Later
              </Button>
              <Button
                variant="primary"
                onPress={() => {
                  close();
                  if (/^https?:/.test(prompt.action.url)) window.location.assign(prompt.action.url);
                  else navigate(prompt.action.url);
                }}
              >
                {prompt.action.label}
              </Button>
            </>
          }
        >
          <Stack gap="2">
            <p>{prompt.message}</p>
            {/* An expired trial is read-only as a whole (a plan quota's refusal is about one limit, said in its message). */}
            {prompt.code === 'TRIAL_EXPIRED' && <p>{`${READ_ONLY_BLOCKED} ${READ_ONLY_OPEN}`}</p>}
          </Stack>
        </Dialog>
      )}
    </Modal>
  );
}
