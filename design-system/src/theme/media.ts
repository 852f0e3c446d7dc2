/** The one breakpoint of the product: phones and small tablets (the app's 390 px target sits well inside it). */
export const PHONE = 'screen and (max-width: 768px)';
