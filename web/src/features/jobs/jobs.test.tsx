import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobsPageDocument } from '../../gql/graphql';
import { TechnicianDots } from '../../kit/technician-dots/TechnicianDots';
import { renderApp, searchFor } from '../../test-utils';
import { JobForm } from './JobForm';
import { JobsPage } from './JobsPage';
import { PhotoThumbnails } from './PhotoThumbnails';

const job = {
  __typename: 'Job',
  id: 'j1',
  title: 'Annual service – 2 split systems',
  status: 'in_progress',
  description: 'Clean filters and coils',
  scheduledAt: '2026-12-01T22:30:00.000Z',
  customer: { __typename: 'Customer', id: 'c1', name: 'Brew & Bloom Café' },
  technicians: ['Ava', 'Ben', 'Cat', 'Dan', 'Eve'].map((name, i) => ({
    __typename: 'User',
    id: `u${i}`,
    name,
    color: i === 1 ? '' : '#16a34a',
  })),
  equipment: [
    { __typename: 'Equipment', id: 'e1', name: 'Kitchen split' },
    { __typename: 'Equipment', id: 'e2', name: 'Dining split' },
  ],
};

const count = (totalCount: number) => ({ __typename: 'JobConnection', totalCount });

const page = (
  variables: { status: string | null; search: string | null; view?: string },
  nodes: object[],
  counts = { upcoming: nodes.length, overdue: 0, unscheduled: 0, all: nodes.length },
) => ({
  request: { query: JobsPageDocument, variables: { view: 'upcoming', ...variables } },
  result: {
    data: {
      upcoming: count(counts.upcoming),
      overdue: count(counts.overdue),
      unscheduled: count(counts.unscheduled),
      all: count(counts.all),
      jobs: {
        __typename: 'JobConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: 'JobEdge', node })),
      },
    },
  },
});

describe('technician dots', () => {
  it('shows at most 3 dots then +N, in each technician’s colour or the default blue', () => {
    renderApp(<TechnicianDots technicians={job.technicians} />);
    const dots = screen.getByRole('img', { name: 'Technicians: Ava, Ben, Cat, Dan, Eve' });
    const spans = dots.querySelectorAll('span[title]');
    expect(spans).toHaveLength(3);
    expect((spans[1] as HTMLElement).style.background).toBe('rgb(59, 130, 246)');
    expect(dots).toHaveTextContent('+2');
  });
});

describe('photo thumbnails', () => {
  it('shows at most 6 on the edit page, then +N more linking to Notes & Charges', () => {
    const photos = Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, url: `/photo/${i}.png` }));
    renderApp(<PhotoThumbnails photos={photos} limit={6} total={9} moreHref="/jobs/j1/notes" />);
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(6);
    expect(screen.getByRole('link', { name: '+3 more' })).toHaveAttribute('href', '/jobs/j1/notes');
  });
});

describe('Jobs list', () => {
  it('shows a card with the status, equipment, customer, Melbourne time and Edit, linking to the job', async () => {
    renderApp(<JobsPage />, { mocks: [page({ status: null, search: null }, [job])] });
    const link = await screen.findByRole('link', { name: job.title });
    expect(link).toHaveAttribute('href', '/jobs/j1');
    const card = within(link.closest('section')!);
    expect(card.getByText('In Progress')).toBeInTheDocument();
    expect(card.getByText('Kitchen split, Dining split')).toBeInTheDocument();
    expect(card.getByText('Brew & Bloom Café')).toBeInTheDocument();
    expect(card.getByText(/2 Dec(ember)? 2026, 9:30/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: `Edit ${job.title}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed Jobs' })).toBeInTheDocument();
  });

  it("says 'No jobs found. Create your first job!' when there are none", async () => {
    renderApp(<JobsPage />, { mocks: [page({ status: null, search: null }, [])] });
    expect(await screen.findByText('No jobs found. Create your first job!')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Job' })).toHaveLength(2);
  });

  it('opens on Today & upcoming with each view’s count; Overdue shows the overdue jobs', async () => {
    const late = { ...job, id: 'j2', title: 'Missed visit' };
    const counts = { upcoming: 1, overdue: 1, unscheduled: 0, all: 2 };
    renderApp(<JobsPage />, {
      mocks: [page({ status: null, search: null }, [job], counts), page({ status: null, search: null, view: 'overdue' }, [late], counts)],
    });
    await screen.findByRole('link', { name: job.title });
    expect(screen.getByRole('tab', { name: 'Today & upcoming 1' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Overdue 1' }));
    expect(await screen.findByRole('link', { name: 'Missed visit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: job.title })).not.toBeInTheDocument();
  });

  it('says so when a view is empty but there are jobs elsewhere', async () => {
    renderApp(<JobsPage />, { mocks: [page({ status: null, search: null }, [], { upcoming: 0, overdue: 2, unscheduled: 0, all: 2 })] });
    expect(await screen.findByText('Nothing is scheduled from today on')).toBeInTheDocument();
  });

  it("says 'No jobs match your search or filter' when a search finds nothing", async () => {
    renderApp(<JobsPage />, { mocks: [page({ status: null, search: null }, [job]), page({ status: null, search: 'zzz' }, [])] });
    await screen.findByRole('link', { name: job.title });
    await searchFor(screen.getByRole('searchbox', { name: 'Search jobs' }), 'zzz');
    expect(await screen.findByText('No jobs match your search or filter')).toBeInTheDocument();
  });
});

describe('job form', () => {
  it("says 'Title is required' and sends nothing without a title; equipment waits for a customer", async () => {
    const onSubmit = vi.fn(async () => null);
    renderApp(<JobForm submitLabel="Create Job" onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Add equipment' })).toBeDisabled();
    expect(screen.getAllByText('Please select a customer first').length).toBeGreaterThan(0);
    expect(screen.getByText(/Completing a Service job automatically creates a follow-up job/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the title, type, Melbourne schedule and duration it starts from', async () => {
    const onSubmit = vi.fn(async () => null);
    renderApp(
      <JobForm
        initial={{
          title: 'Repair',
          jobType: 'repair',
          scheduledAt: '2026-12-01T22:30:00.000Z',
          durationMinutes: 90,
          technicianIds: ['u1'],
        }}
        submitLabel="Save"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /1\.5 hours/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Repair',
      jobType: 'repair',
      description: null,
      scheduledAt: '2026-12-01T22:30:00.000Z',
      durationMinutes: 90,
      customerId: null,
      equipmentIds: [],
      assignedTechIds: ['u1'],
    });
  });
});
