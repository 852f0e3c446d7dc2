import { checkAnswers } from '@rules/form-answers';
import type { FormDefinition as RulesDefinition } from '@rules/form-definition';
import { type Answers, type FormDefinition, fieldsOf, isEmptyAnswer } from './definition';

// A form's answers as the API takes them, online (JobFormPage) and offline (the outbox) alike.

/** An answer as sent: an empty one clears the field (null); a ticked-off checkbox stays false. */
export const wire = (v: unknown) => (v === false ? false : isEmptyAnswer(v) ? null : v);

/** Every field of the form with its answer or null: what Submit and a correction send (the whole form, as seen). */
export const allAnswers = (definition: FormDefinition, answers: Answers) =>
  Object.fromEntries(fieldsOf(definition).map((f) => [f.id, wire(answers[f.id])]));

/** What stops the answers being submitted, by the API's own rule (rules/form-answers.ts): field key → message. */
export const submitProblems = (definition: FormDefinition, answers: Answers) =>
  checkAnswers(definition as RulesDefinition, answers, 'submit').fieldErrors;
