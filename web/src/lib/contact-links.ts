// Links that leave the app for the phone's dialler, mail app and maps. The router passes hrefs with a scheme to
// the browser (router.tsx), so these open what a tradie expects on a phone.

/** `tel:` with the digits only (and a leading +): '(03) 9950 9249' → 'tel:0399509249'. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email.trim()}`;

/** A map search for an address, opened in a new tab by Navigate (spec part 2 §2). */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
