/**
 * After a form's check fails: once the errors are drawn, scroll the first invalid field into view and focus it, so
 * a missing field below the fold (or above the keyboard on a phone) is never a silent refusal.
 */
export function focusFirstError(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
