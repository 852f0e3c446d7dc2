// Phone numbers and email addresses that look Australian.
import type { Rng } from './random.ts';

/**
 * Mobile numbers the ACMA reserves for use in fiction and drama, so a demo that sends an SMS never reaches a
 * real person. Formatted 04xx xxx xxx.
 */
export const FICTIONAL_MOBILES = [
  '0491 570 006',
  '0491 570 156',
  '0491 570 157',
  '0491 570 158',
  '0491 570 159',
  '0491 570 110',
  '0491 570 313',
  '0491 570 737',
  '0491 571 266',
  '0491 571 491',
  '0491 571 804',
  '0491 572 549',
  '0491 572 665',
  '0491 572 983',
  '0491 573 770',
  '0491 573 087',
  '0491 574 118',
  '0491 574 632',
  '0491 575 254',
  '0491 575 789',
  '0491 576 398',
  '0491 576 801',
  '0491 577 426',
  '0491 577 644',
  '0491 578 957',
  '0491 578 148',
  '0491 578 888',
  '0491 579 212',
  '0491 579 760',
  '0491 579 455',
] as const;

/** Hands out the fictional mobiles in turn. */
export class MobilePool {
  private i = 0;
  next(): string {
    const n = FICTIONAL_MOBILES[this.i % FICTIONAL_MOBILES.length];
    this.i++;
    return n;
  }
}

/** A Melbourne landline, (03) 9xxx xxxx. */
export function landline(rng: Rng): string {
  return `(03) 9${rng.digits(3)} ${rng.digits(4)}`;
}

/** "Brew & Bloom Café" → "brewandbloomcafe" */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\bpty ltd\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** "Priya Sharma" → "priya.sharma" */
export function personLocalPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .join('.');
}
