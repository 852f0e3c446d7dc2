/** When a customer was added: '3 March 2026', in the organisation's zone. */
export { formatLongDate as formatDay } from '@rules/zoned-time';
