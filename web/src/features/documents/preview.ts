import { toast } from '@spanner/design-system';
import type { paths } from '../../lib/rest-schema';

// Preview opens the document's PDF in a popup window 800 × 600 (spec part 2 §9). The window is opened while the
// click is still being handled (browsers block popups opened later), then pointed at the PDF once it is known, so
// a document that must be saved first still previews.

const FEATURES = 'popup,width=800,height=600';

const PDF_ROUTES = { quote: '/api/quotes/{id}/pdf', invoice: '/api/invoices/{id}/pdf' } as const satisfies Record<string, keyof paths>;

/** The PDF address of a saved quote or invoice (served inline by the API, signed-in cookie): a download, not a fetch. */
export const pdfPath = (kind: keyof typeof PDF_ROUTES, id: string) => PDF_ROUTES[kind].replace('{id}', encodeURIComponent(id));

/** Opens the preview window now; says 'Popup blocked' (and returns null) when the browser refuses it. */
export function openPreviewWindow(): Window | null {
  const win = window.open('', 'spanner-preview', FEATURES);
  if (!win) toast.error('Popup blocked', 'Allow popups for this site to preview the PDF.');
  return win;
}

/** Shows a PDF in a window opened by openPreviewWindow (or opens one now, e.g. for a saved document). */
export function showPreview(path: string, win: Window | null = openPreviewWindow()): void {
  if (win) win.location.href = path;
}
