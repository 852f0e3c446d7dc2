// What other features use from payouts (getting paid online). Import from here, never from a file inside.

export { PayoutsPanel } from './PayoutsPanel';
