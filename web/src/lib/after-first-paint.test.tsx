import { render, screen } from '@testing-library/react';
import { Component, lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

// What loads after the first paint: shown once the browser is idle; left out when its code cannot be fetched, while
// an error of the app's own still reaches the boundary above.

const loaded = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
const failing = (error: Error) =>
  lazy(async (): Promise<{ default: () => ReactNode }> => {
    throw error;
  });

class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ? <p>Caught: {this.state.message}</p> : this.props.children;
  }
}

// React reports each error a boundary caught on the console.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AfterFirstPaint', () => {
  it('shows its children once the browser is idle', async () => {
    const Count = loaded('Outbox 2');
    render(
      <AfterFirstPaint>
        <Count />
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('Outbox 2')).toBeNull();
    expect(await screen.findByText('Outbox 2')).toBeInTheDocument();
  });

  it('leaves out what could not be fetched, and the screen stays', async () => {
    const Missing = failing(new TypeError('Failed to fetch dynamically imported module: /assets/OutboxCount.js'));
    const Count = loaded('Outbox 2');
    render(
      <Caught>
        <p>Dashboard</p>
        <AfterFirstPaint>
          <Missing />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <Count />
        </AfterFirstPaint>
      </Caught>,
    );
    expect(await screen.findByText('Outbox 2')).toBeInTheDocument();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByText(/^Caught/)).toBeNull();
  });

  it('passes on an error of the app’s own', async () => {
    const Broken = failing(new Error('Outbox store is corrupt'));
    render(
      <Caught>
        <AfterFirstPaint>
          <Broken />
        </AfterFirstPaint>
      </Caught>,
    );
    expect(await screen.findByText('Caught: Outbox store is corrupt')).toBeInTheDocument();
  });
});
