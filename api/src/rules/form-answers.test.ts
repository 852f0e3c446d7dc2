import { describe, expect, it } from 'vitest';
import { checkAnswers, mergeAnswers, photoIdsOf } from './form-answers.ts';
import { type FormDefinition, formDefinitionSchema } from './form-definition.ts';

const definition: FormDefinition = formDefinitionSchema.parse({
  sections: [
    {
      id: 'checks',
      title: 'Checks',
      fields: [
        { id: 'refrigerant', kind: 'choice', label: 'Refrigerant type', options: ['R32', 'R410A'], required: true },
        { id: 'pressure', kind: 'number', label: 'Pressure', unit: 'kPa', min: 0, max: 4000, decimals: 1 },
        { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
        { id: 'fault', kind: 'text', label: 'Fault found', required: true, showWhen: { field: 'result', equals: 'fail' } },
        { id: 'done', kind: 'checkbox', label: 'Area left clean', required: true },
        { id: 'on', kind: 'date', label: 'Test date' },
        { id: 'photos', kind: 'photo', label: 'Photos', maxPhotos: 2 },
        { id: 'sign', kind: 'signature', label: 'Customer signature' },
        {
          id: 'items',
          kind: 'group',
          label: 'Extinguishers',
          minRows: 1,
          fields: [
            { id: 'serial', kind: 'text', label: 'Serial', required: true },
            { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
          ],
        },
      ],
    },
  ],
});

const complete = {
  refrigerant: 'R32',
  pressure: 1200.5,
  result: 'pass',
  done: true,
  items: [{ serial: 'A1', result: 'pass' }],
};

describe('form definitions', () => {
  it('refuses ids used twice, a showWhen naming no field and unknown kinds, by message', () => {
    const bad = formDefinitionSchema.safeParse({
      sections: [
        {
          id: 's',
          title: 'S',
          fields: [
            { id: 'a', kind: 'text', label: 'A' },
            { id: 'a', kind: 'text', label: 'A again' },
            { id: 'b', kind: 'text', label: 'B', showWhen: { field: 'nope' } },
          ],
        },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toContain('Field id "a" is used twice');
    expect(messages).toContain('B: "show when" names no other field of the form');
    expect(
      formDefinitionSchema.safeParse({ sections: [{ id: 's', title: 'S', fields: [{ id: 'x', kind: 'video', label: 'X' }] }] }).success,
    ).toBe(false);
  });
});

describe('form answers', () => {
  it('takes complete answers for a submit', () => {
    const r = checkAnswers(definition, complete, 'submit');
    expect(r.fieldErrors).toEqual({});
    expect(r.answers).toEqual(complete);
  });

  it('lets a draft be incomplete but not wrong', () => {
    expect(checkAnswers(definition, { pressure: '12' }, 'draft')).toEqual({ answers: { pressure: 12 }, fieldErrors: {} });
    expect(checkAnswers(definition, { pressure: 4001 }, 'draft').fieldErrors).toEqual({
      pressure: 'Pressure must be between 0 and 4,000 kPa',
    });
  });

  it('says what is missing or wrong, field by field, rows by their number', () => {
    const r = checkAnswers(
      definition,
      {
        pressure: 1.25,
        result: 'maybe',
        on: '2026-02-30',
        photos: ['a', 'b', 'c'],
        sign: { photoId: 'p' },
        items: [{ serial: 'A1', result: 'pass' }, { serial: 'A2', result: 'pass' }, { serial: 'A3' }],
        colour: 'red',
      },
      'submit',
    );
    expect(r.fieldErrors).toEqual({
      refrigerant: 'Refrigerant type is required',
      pressure: 'Pressure may have at most 1 decimal place',
      result: 'Result must be pass, fail or N/A',
      done: 'Area left clean must be ticked',
      on: 'Test date must be a date (YYYY-MM-DD)',
      photos: 'Photos takes at most 2 photos',
      sign: 'Customer signature: the name of who signed is required',
      'items.2.result': 'Item 3: Result is required',
      colour: 'This form has no field "colour"',
    });
    expect(checkAnswers(definition, { ...complete, items: [] }, 'submit').fieldErrors).toEqual({
      items: 'Extinguishers needs at least 1 row',
    });
    expect(checkAnswers(definition, { ...complete, refrigerant: 'R22' }, 'submit').fieldErrors).toEqual({
      refrigerant: 'Refrigerant type has no option "R22"',
    });
  });

  it('asks for a field shown by showWhen and drops it when hidden', () => {
    expect(checkAnswers(definition, { ...complete, result: 'fail' }, 'submit').fieldErrors).toEqual({ fault: 'Fault found is required' });
    const hidden = checkAnswers(definition, { ...complete, fault: 'Leaking valve' }, 'submit');
    expect(hidden.fieldErrors).toEqual({});
    expect(hidden.answers).not.toHaveProperty('fault');
    expect(checkAnswers(definition, { ...complete, result: 'fail', fault: ' Leaking valve ' }, 'submit').answers.fault).toBe(
      'Leaking valve',
    );
  });

  it('merges a partial save and names every photo the answers hold', () => {
    expect(mergeAnswers({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
    const r = checkAnswers(definition, { photos: ['p1'], sign: { photoId: 'p2', signedBy: 'Sam' } }, 'draft');
    expect(photoIdsOf(definition, r.answers).map((p) => p.photoId)).toEqual(['p1', 'p2']);
  });
});
