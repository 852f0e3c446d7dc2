import { Button } from '@spanner/design-system';
import { lazy, useId, useState } from 'react';
import { OnDemand } from '../../lib/on-demand';
import * as css from './assistant.css';

const AssistantPanel = lazy(() => import('./AssistantPanel').then((m) => ({ default: m.AssistantPanel })));

const ChatIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" strokeLinejoin="round" />
  </svg>
);

/**
 * The floating AI assistant of every main-app page (spec part 2 §2): a button at the bottom right that opens the
 * panel (its code loads on the first open). Closed, open, or pending while an answer is awaited.
 */
export function AssistantWidget() {
  const [open, setOpen] = useState(false);
  const launcherId = useId();
  const panelId = useId();
  return (
    <>
      <div className={css.spacer} aria-hidden="true" />
      {!open && (
        <Button
          id={launcherId}
          variant="primary"
          size="lg"
          icon={<ChatIcon />}
          className={css.launcher}
          aria-haspopup="dialog"
          onPress={() => setOpen(true)}
        >
          <span className={css.launcherLabel}>AI Assistant</span>
        </Button>
      )}
      <OnDemand when={open}>
        <AssistantPanel
          id={panelId}
          isOpen={open}
          onClose={() => setOpen(false)}
          returnFocus={() => document.getElementById(launcherId)?.focus()}
        />
      </OnDemand>
    </>
  );
}
