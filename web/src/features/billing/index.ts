// What other features use from billing. Import from here, never from a file inside the folder.
export { subscriptionPrompt } from './subscription-prompt-store';
