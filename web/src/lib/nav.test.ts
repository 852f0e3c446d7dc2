import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../test-utils';
import { canOpen, isActive, NAV, navFor, pageTitle } from './nav';

const technician = abilitiesFor('technician');
const manager = abilitiesFor('manager');
const admin = abilitiesFor('admin');

describe('navigation', () => {
  it("shows technicians the spec's six (Dashboard, Jobs, Customers, Equipment, Schedule and Support) and their Timesheet", () => {
    expect(navFor(technician).map((e) => e.label)).toEqual([
      'Dashboard',
      'Jobs',
      'Customers',
      'Equipment',
      'Schedule',
      'Timesheet',
      'Support',
    ]);
  });

  it('keeps the service board open to technicians (their own units, from the Equipment page) though not in their menu', () => {
    expect(canOpen(technician, '/service')).toBe(true);
  });

  it("shows admins and managers the spec's twelve entries in its order, the price list after Invoices, the timesheets, job profit and paperwork after it", () => {
    const labels = [
      'Dashboard',
      'Jobs',
      'Customers',
      'Equipment',
      'Members',
      'Schedule',
      'Service',
      'Quotes',
      'Invoices',
      'Price List',
      'Timesheet',
      'Timesheets',
      'Job Profit',
      'Paperwork',
      'Support',
      'Settings',
    ];
    expect(navFor(admin).map((e) => e.label)).toEqual(labels);
    expect(navFor(manager).map((e) => e.label)).toEqual(labels);
  });

  it('shows nothing that needs an ability before the abilities are known', () => {
    expect(navFor(null)).toEqual(navFor(technician).filter((e) => !e.ability));
  });

  it('marks Dashboard active only on / and other entries on their sub-pages', () => {
    const [dashboard, jobs] = NAV;
    expect(isActive(dashboard, '/jobs')).toBe(false);
    expect(isActive(jobs, '/jobs/123/edit')).toBe(true);
    expect(isActive(jobs, '/jobsite')).toBe(false);
    expect(isActive(jobs, '/completed-jobs/9')).toBe(true);
  });
});

describe('route guard', () => {
  it.each(['/quotes', '/quotes/new', '/invoices/abc/edit', '/settings', '/members', '/price-list'])(
    'keeps technicians out of %s',
    (path) => {
      expect(canOpen(technician, path)).toBe(false);
      expect(canOpen(manager, path)).toBe(true);
      expect(canOpen(admin, path)).toBe(true);
    },
  );

  it('lets every role open the shared pages', () => {
    for (const path of ['/', '/jobs', '/customers/1', '/equipment', '/schedule', '/completed-jobs', '/support/new', '/trial-expired']) {
      expect(canOpen(technician, path)).toBe(true);
    }
  });

  it('lets a viewer the server knows nothing about open nothing', () => {
    expect(canOpen(null, '/')).toBe(false);
    expect(canOpen(null, '/jobs')).toBe(false);
  });

  it('does not mistake a longer path for an office prefix', () => {
    expect(canOpen(technician, '/membership-card')).toBe(true);
  });
});

describe('page titles', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/jobs/42/notes', 'Notes & Charges'],
    ['/jobs/42/edit', 'Jobs'],
    ['/members', 'Team Members'],
    ['/profile/edit', 'Edit Profile'],
    ['/profile', 'Profile'],
    ['/customers/7/edit', 'Customers'],
    ['/invoices/new', 'Invoices'],
  ])('%s is titled %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });
});
