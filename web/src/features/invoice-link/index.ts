// The customer's invoice page (/i/{token}): other features import nothing of it; the router loads its route.

export { publicInvoiceRoute } from './routes';
