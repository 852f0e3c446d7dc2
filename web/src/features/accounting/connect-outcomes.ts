/** What Settings → Accounting says after Xero sent the browser back (…&xero=<outcome>). */
export const CONNECT_OUTCOMES: Record<string, { tone: 'info' | 'warning' | 'error'; title: string }> = {
  connected: { tone: 'info', title: 'Xero is connected.' },
  choose: { tone: 'info', title: 'Your Xero login reaches several organisations: choose the one for this business.' },
  denied: { tone: 'warning', title: 'Xero was not connected: the access was declined on Xero’s page.' },
  expired: { tone: 'warning', title: 'That Xero sign-in has expired or was already used. Press Connect Xero to start again.' },
  failed: { tone: 'error', title: 'Xero did not complete the connection. Please try again in a minute.' },
  no_organisation: { tone: 'warning', title: 'Your Xero login reaches no organisation. Add one in Xero, then connect again.' },
  already_connected: { tone: 'warning', title: 'Another Xero organisation is connected. Disconnect it first.' },
  not_allowed: { tone: 'error', title: 'Only an admin can connect Xero.' },
};

/** The same after MYOB sent the browser back (…&myob=<outcome>). */
export const MYOB_CONNECT_OUTCOMES: Record<string, { tone: 'info' | 'warning' | 'error'; title: string }> = {
  connected: { tone: 'info', title: 'MYOB is connected.' },
  choose: { tone: 'info', title: 'Your MYOB login reaches several company files: choose the one for this business.' },
  denied: { tone: 'warning', title: 'MYOB was not connected: the access was declined on MYOB’s page.' },
  expired: { tone: 'warning', title: 'That MYOB sign-in has expired or was already used. Press Connect MYOB to start again.' },
  failed: { tone: 'error', title: 'MYOB did not complete the connection. Please try again in a minute.' },
  no_organisation: { tone: 'warning', title: 'Your MYOB login reaches no company file. Add one in MYOB, then connect again.' },
  already_connected: { tone: 'warning', title: 'Other books are connected. Disconnect them first.' },
  not_allowed: { tone: 'error', title: 'Only an admin can connect MYOB.' },
};
