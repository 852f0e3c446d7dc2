// NSW Certificate of Compliance for Electrical Work: the Gas and Electricity (Consumer Safety) Regulation 2018 (NSW)
// has the completed certificate submitted within 7 days of completing the safety and compliance test
// (https://www.nsw.gov.au/housing-and-construction/compliance-and-regulation/electricians/electrical-compliance-requirements).

/** Days after the safety and compliance test by which the CCEW goes to the customer (and the regulator and distributor when they need it). */
export const CCEW_DAYS_AFTER_TEST = 7;

/** The day a CCEW for a test on `testedOn` (`YYYY-MM-DD`) is due. */
export function ccewDueDate(testedOn: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(testedOn);
  if (!m) throw new Error(`Not a date: ${testedOn}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + CCEW_DAYS_AFTER_TEST));
  return d.toISOString().slice(0, 10);
}
