// Where the browser is sent back to after Xero's (or MYOB's) consent page: Settings → Accounting, with what happened as a word
// the page turns into its sentence (never a message of the URL's, which anybody could write).

export const ACCOUNTING_SETTINGS_PATH = '/settings?tab=accounting';

/** connected, choose (several organisations: pick one), denied, expired (state unknown, used or old), failed, … */
export type ConnectOutcome =
  | 'connected'
  | 'choose'
  | 'denied'
  | 'expired'
  | 'failed'
  | 'no_organisation'
  | 'already_connected'
  | 'not_allowed';

export const accountingSettingsPath = (outcome: ConnectOutcome, provider: 'xero' | 'myob' = 'xero') =>
  `${ACCOUNTING_SETTINGS_PATH}&${provider}=${outcome}`;
