import { describe, expect, it } from 'vitest';
import { BUILT_IN_FORMS, builtInForm } from './built-in-forms/index.ts';
import { CCEW_DAYS_AFTER_TEST, ccewDueDate } from './ccew.ts';
import { checkAnswers } from './form-answers.ts';
import { type FormField, formDefinitionSchema } from './form-definition.ts';
import { addMonths, nextTestDate, TEST_ENVIRONMENT_LABELS } from './test-and-tag.ts';

/** An answer every field accepts, shown fields only; showWhen conditions are met by the answers given. */
function validAnswer(f: FormField): unknown {
  switch (f.kind) {
    case 'text':
      return 'Done';
    case 'number':
      return f.min ?? 0;
    case 'pass_fail_na':
      return 'pass';
    case 'checkbox':
      return true;
    case 'choice':
      return f.multiple ? [f.options[0]] : f.options[0];
    case 'date':
      return '2026-11-28';
    case 'photo':
      return ['photo-1'];
    case 'signature':
      return { photoId: 'photo-1', signedBy: 'Sam Tech' };
    case 'group':
      return [Object.fromEntries(f.fields.map((c) => [c.id, validAnswer(c)]))];
  }
}

describe('built-in form templates', () => {
  it('each has a unique key and a definition the form rules accept as it is', () => {
    expect(new Set(BUILT_IN_FORMS.map((f) => f.key)).size).toBe(BUILT_IN_FORMS.length);
    expect(BUILT_IN_FORMS.map((f) => f.key)).toEqual([
      'aircon-service',
      'test-and-tag',
      'ccew-nsw',
      'coes-vic',
      'swms',
      'forklift-inspection',
      'job-completion',
    ]);
    for (const f of BUILT_IN_FORMS) {
      const parsed = formDefinitionSchema.safeParse(f.definition);
      expect(parsed.error?.issues ?? [], f.key).toEqual([]);
      expect(parsed.data).toEqual(f.definition);
      expect(f.name.length).toBeLessThanOrEqual(200);
      expect(f.description.length).toBeLessThanOrEqual(2000);
    }
    expect(builtInForm('swms')?.name).toBe('Safe Work Method Statement (SWMS)');
    expect(builtInForm('nope')).toBeUndefined();
  });

  it('each can be submitted with an answer in every field', () => {
    for (const f of BUILT_IN_FORMS) {
      const answers = Object.fromEntries(f.definition.sections.flatMap((s) => s.fields).map((x) => [x.id, validAnswer(x)]));
      expect(checkAnswers(f.definition, answers, 'submit').fieldErrors, f.key).toEqual({});
    }
  });

  it('the refrigerant record is asked for only when refrigerant was handled', () => {
    const d = builtInForm('aircon-service')!.definition;
    const base = {
      system_type: 'Split',
      filters: 'pass',
      indoor_coil: 'pass',
      outdoor_coil: 'pass',
      drain: 'pass',
      electrical: 'pass',
      leak_check: 'pass',
      result: 'pass',
    };
    expect(checkAnswers(d, base, 'submit').fieldErrors).toEqual({});
    const handled = checkAnswers(d, { ...base, refrigerant_handled: true, recovered_kg: -1 }, 'submit').fieldErrors;
    expect(Object.keys(handled).sort()).toEqual(['arc_licence', 'charged_kg', 'cylinder_id', 'recovered_kg', 'refrigerant_type']);
  });
});

describe('test and tag intervals (AS/NZS 3760 Table 4)', () => {
  it('gives the next test date from the environment and the test date', () => {
    expect(nextTestDate(TEST_ENVIRONMENT_LABELS[0]!, '2026-11-28')).toBe('2027-02-28');
    expect(nextTestDate('Factory, workshop, manufacture, assembly, maintenance or fabrication (6 months)', '2026-08-31')).toBe(
      '2027-02-28',
    );
    expect(nextTestDate('Flexed in normal use, open to abuse or a hostile environment (12 months)', '2028-02-29')).toBe('2029-02-28');
    expect(nextTestDate('Not flexed, not open to abuse, not hostile, e.g. an office (5 years)', '2026-01-15')).toBe('2031-01-15');
    expect(nextTestDate('Residential areas of hotels, motels, hostels, boarding houses and the like (2 years)', '2026-12-01')).toBe(
      '2028-12-01',
    );
    expect(nextTestDate('Somewhere else', '2026-01-15')).toBeNull();
  });

  it('adds months across the year end', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('CCEW deadline', () => {
  it('is seven days after the test', () => {
    expect(CCEW_DAYS_AFTER_TEST).toBe(7);
    expect(ccewDueDate('2026-11-28')).toBe('2026-12-05');
    expect(ccewDueDate('2026-12-28')).toBe('2027-01-04');
  });
});
