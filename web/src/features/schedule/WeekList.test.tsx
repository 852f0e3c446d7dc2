import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { groupByDay, weekDays } from './calendar';
import type { ScheduleJob } from './schedule-job';
import { WeekList } from './WeekList';

const job: ScheduleJob = {
  __typename: 'Job',
  id: 'j1',
  title: 'Filter clean',
  status: 'scheduled',
  scheduledAt: '2026-11-23T22:00:00.000Z', // 9 am Tuesday 24 November in Melbourne
  durationMinutes: null,
  customer: { __typename: 'Customer', id: 'c1', name: 'Brew & Bloom Café', suburb: 'Fitzroy' },
  technicians: [],
};

const days = weekDays('2026-11-24');
/** The list before its week has loaded, then after (the button stands in for the answer arriving). */
function Harness() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Answer
      </button>
      <WeekList
        days={days}
        byDay={groupByDay(loaded ? [job] : [], days)}
        today="2026-11-24"
        loaded={loaded}
        onStep={() => {}}
        onThisWeek={() => {}}
      />
    </>
  );
}

describe('phone week list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one placeholder until the week has loaded, then the days together, scrolled to today', async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('data-day') ?? this.tagName);
    });
    renderApp(<Harness />);
    // No day is drawn empty first and pushed down when the one above it fills.
    expect(document.querySelectorAll('section[data-day]')).toHaveLength(0);
    expect(document.querySelector('[data-skeleton]')).not.toBeNull();
    expect(scrolled).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toHaveLength(7);
    expect(document.querySelector('[data-skeleton]')).toBeNull();
    expect(screen.getByText('Filter clean')).toBeTruthy();
    expect(scrolled).toEqual(['2026-11-24']);
  });
});
