import { Button, Dialog, Modal } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { useStore } from '../../lib/store';
import { subscriptionPrompt } from './subscription-prompt-store';

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
          <p>{prompt.message}</p>
        </Dialog>
      )}
    </Modal>
  );
}
