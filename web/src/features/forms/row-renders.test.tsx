import { testAndTag } from '@rules/built-in-forms/test-and-tag';
import { DesignSystemProvider } from '@spanner/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Answers, FormDefinition } from './definition';
import { FieldInput } from './FieldInput';
import { FormBody } from './FormBody';
import type { JobPhoto } from './upload';

// A test-and-tag run of 30 items as one answer changes: the fields drawn again are read from React's tree (a field
// drawn again holds the new props it was given; one left as it was keeps its props object), so a row drawn again
// that did not change shows.

interface Fiber {
  elementType: unknown;
  memoizedProps: { field: { label: string }; value: unknown };
  child: Fiber | null;
  sibling: Fiber | null;
}

/** The fields to fill drawn on the page now, as React holds them. */
function fieldsIn(container: HTMLElement): Fiber[] {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$')) as string;
  const root = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]?.stateNode.current;
  const found: Fiber[] = [];
  const walk = (first: Fiber | null) => {
    for (let f = first; f; f = f.sibling) {
      if (f.elementType === FieldInput) found.push(f);
      walk(f.child);
    }
  };
  walk(root ?? null);
  return found;
}

/** The fields drawn while `act` runs, by label and answer. */
async function fieldsDrawnBy(container: HTMLElement, act: () => Promise<unknown>) {
  const before = new Set(fieldsIn(container).map((f) => f.memoizedProps));
  await act();
  return fieldsIn(container)
    .filter((f) => !before.has(f.memoizedProps))
    .map((f) => ({ label: f.memoizedProps.field.label, value: f.memoizedProps.value }));
}

const ITEMS = 30;
const definition = testAndTag.definition as FormDefinition;
const row = (i: number): Answers => ({
  description: `Appliance ${i + 1}`,
  asset_id: `T-${i + 1}`,
  class: 'Class I (earthed)',
  visual: 'pass',
  result: 'pass',
});

// What the pages give that does not change as answers do (their state, its setters).
const NO_ERRORS: Record<string, string> = {};
const NO_PHOTOS: JobPhoto[] = [];
const keepPhotos = () => {};

/** The form as a page holds it: the answers in state, each change taking the answer (a group: all its rows). */
function Filled({ onChange }: { onChange?: ComponentProps<typeof FormBody>['onChange'] }) {
  const [answers, setAnswers] = useState<Answers>(() => ({
    tested_on: '2026-11-20',
    tester: 'Jake Wilson',
    items: Array.from({ length: ITEMS }, (_, i) => row(i)),
  }));
  const change = useCallback(
    (id: string, value: unknown, now?: boolean) => {
      setAnswers((a) => ({ ...a, [id]: value }));
      onChange?.(id, value, now);
    },
    [onChange],
  );
  return (
    <DesignSystemProvider>
      <FormBody
        definition={definition}
        answers={answers}
        onChange={change}
        errors={NO_ERRORS}
        jobId="j1"
        photos={NO_PHOTOS}
        onPhotos={keepPhotos}
      />
    </DesignSystemProvider>
  );
}

describe('a test-and-tag run of 30 items being filled', () => {
  it('draws again only the field typed in, not the other fields of its row nor the other 29 rows', async () => {
    const changes: [string, unknown][] = [];
    const { container } = render(<Filled onChange={(id, value) => changes.push([id, value])} />);
    expect(fieldsIn(container).length).toBeGreaterThan(ITEMS * 10);
    const description = within(screen.getByRole('group', { name: 'Item 7' })).getByRole('textbox', { name: /Description/ });
    await userEvent.click(description);

    const drawn = await fieldsDrawnBy(container, () => userEvent.keyboard('!'));
    expect(description).toHaveValue('Appliance 7!');
    expect(drawn).toEqual([{ label: 'Description', value: 'Appliance 7!' }]);
    // The group's answer is still every row, the seventh changed.
    const [id, rows] = changes.at(-1) as [string, Answers[]];
    expect(id).toBe('items');
    expect(rows).toHaveLength(ITEMS);
    expect(rows[6]).toEqual({ ...row(6), description: 'Appliance 7!' });
    expect(rows[5]).toEqual(row(5));
  });

  it('hides a row\'s "next test due" as its result turns to fail, drawing again only that result', async () => {
    const { container } = render(<Filled />);
    const third = screen.getByRole('group', { name: 'Item 3' });
    expect(within(third).getByRole('group', { name: /Next test due/ })).toBeInTheDocument();
    const fail = within(within(third).getByRole('radiogroup', { name: /Result/ })).getByRole('radio', { name: 'Fail' });

    const drawn = await fieldsDrawnBy(container, () => userEvent.click(fail));
    expect(within(third).queryByRole('group', { name: /Next test due/ })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Item 4' })).getByRole('group', { name: /Next test due/ })).toBeInTheDocument();
    expect(drawn).toEqual([{ label: 'Result', value: 'fail' }]);
  });
});
