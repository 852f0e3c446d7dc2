import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './form-definition.ts';
import { SIGN_AGAIN, signaturesToRenew } from './sign-again.ts';

const SWMS: FormDefinition = {
  sections: [
    {
      id: 'a',
      title: 'Task',
      fields: [
        { id: 'control', kind: 'text', label: 'Control' },
        {
          id: 'steps',
          kind: 'group',
          label: 'Steps',
          fields: [
            { id: 'step', kind: 'text', label: 'Step' },
            { id: 'hazard', kind: 'text', label: 'Hazard' },
          ],
        },
      ],
    },
    {
      id: 'b',
      title: 'Workers',
      fields: [
        {
          id: 'workers',
          kind: 'group',
          label: 'Workers',
          signAgainOnChange: true,
          fields: [
            { id: 'name', kind: 'text', label: 'Name' },
            { id: 'signature', kind: 'signature', label: 'Signature' },
          ],
        },
      ],
    },
  ],
};
const signed = (name: string, photoId: string) => ({ name, signature: { photoId, signedBy: name } });
const before = { control: 'Harness', workers: [signed('Ann', 'p1'), signed('Bo', 'p2')] };

describe('signaturesToRenew', () => {
  it('asks every worker whose signature predates a change to the statement to sign again', () => {
    const after = { control: 'Harness and spotter', workers: [signed('Ann', 'p3'), signed('Bo', 'p2')] };
    expect(signaturesToRenew(SWMS, before, after)).toEqual({ 'workers.1.signature': SIGN_AGAIN });
  });

  it('reads a statement whose keys came back from the database in another order as unchanged', () => {
    const stored = { ...before, steps: [{ hazard: 'Fall', step: 'Lift' }] };
    expect(signaturesToRenew(SWMS, stored, { ...before, steps: [{ step: 'Lift', hazard: 'Fall' }] })).toEqual({});
    expect(signaturesToRenew(SWMS, stored, { ...before, steps: [{ step: 'Lift', hazard: 'Fall from roof' }] })).not.toEqual({});
  });

  it('asks nothing when only the sign-on sheet changed (a worker added, a name fixed)', () => {
    const after = { ...before, workers: [signed('Ann', 'p1'), signed('Bo Smith', 'p2'), signed('Cy', 'p4')] };
    expect(signaturesToRenew(SWMS, before, after)).toEqual({});
  });

  it('takes signatures given after the change, and ignores a group that is not a sign-on sheet', () => {
    const after = { control: 'Scaffold', workers: [signed('Ann', 'p5'), signed('Bo', 'p6')] };
    expect(signaturesToRenew(SWMS, before, after)).toEqual({});
    const plain: FormDefinition = JSON.parse(JSON.stringify(SWMS).replace('"signAgainOnChange":true,', ''));
    expect(signaturesToRenew(plain, before, { ...before, control: 'Scaffold' })).toEqual({});
  });
});
