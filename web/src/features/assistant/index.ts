// What other features use from the assistant. Import from here, never from a file inside the folder.

export { AssistantWidget } from './AssistantWidget';
