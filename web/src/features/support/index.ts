// What the support feature offers the staff portal (features/support-desk): the ticket badges, the conversation,
// live changes with the polling fallback, and date formats.
export { Conversation, ConversationMessage } from './Conversation';
export { ticketDate, ticketDateTime } from './format';
export { ReplyForm } from './ReplyForm';
export * as supportCss from './support.css';
export { TicketPriorityBadge, TicketStatusBadge } from './TicketBadges';
export { type TicketChange, useTicketChanges } from './use-ticket-changes';
