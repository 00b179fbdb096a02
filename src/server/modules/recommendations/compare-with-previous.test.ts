import { describe, expect, test } from 'vitest';
import type { RecommendedDocument } from '#server/ai/engine.ts';
import { compareWithPrevious } from './compare-with-previous.ts';

const handbook: RecommendedDocument = {
  key: 'hr.employee_handbook',
  fileName: 'Employee Handbook',
  category: 'HR',
  priority: 'medium',
  description: 'The handbook.',
};
const loans: RecommendedDocument = {
  key: 'finance.loan_agreements',
  fileName: 'Loan and Facility Agreements',
  category: 'Finance',
  priority: 'high',
  description: 'Every facility.',
};
const privacy: RecommendedDocument = {
  key: 'security.privacy_policy',
  fileName: 'Privacy Policy',
  category: 'Data Security & IT',
  priority: 'low',
  description: 'The notice.',
};

/** A file of the previous recommendation, as stored. */
const stored = (document: RecommendedDocument, changes: Partial<RecommendedDocument> = {}) => {
  const { key, ...rest } = { ...document, ...changes };
  return { documentKey: key, ...rest };
};
const actions = (files: ReturnType<typeof compareWithPrevious>) =>
  Object.fromEntries(files.map((f) => [f.fileName, f.action]));

describe('compareWithPrevious', () => {
  test('with no previous recommendation every file is new', () => {
    const files = compareWithPrevious([handbook, privacy], []);
    expect(files).toEqual([
      { ...handbook, documentKey: handbook.key, action: 'new' },
      { ...privacy, documentKey: privacy.key, action: 'new' },
    ]);
  });

  test('the same file with the same priority and description is unchanged', () => {
    expect(actions(compareWithPrevious([handbook], [stored(handbook)]))).toEqual({
      'Employee Handbook': 'unchanged',
    });
  });

  test('a changed priority or description is updated, and the file carries the new values', () => {
    const files = compareWithPrevious(
      [
        { ...handbook, priority: 'high' },
        { ...privacy, description: 'The notice, revised.' },
      ],
      [stored(handbook), stored(privacy)],
    );
    expect(files).toEqual([
      expect.objectContaining({ key: handbook.key, priority: 'high', action: 'updated' }),
      expect.objectContaining({ key: privacy.key, description: 'The notice, revised.', action: 'updated' }),
    ]);
  });

  test('a previous file no longer recommended is listed once as remove, with its old values', () => {
    const files = compareWithPrevious([handbook], [stored(handbook), stored(loans)]);
    expect(files).toHaveLength(2);
    expect(files[1]).toMatchObject({
      key: loans.key,
      fileName: loans.fileName,
      category: 'Finance',
      priority: 'high',
      description: loans.description,
      action: 'remove',
    });
  });

  test('files match by key first: a renamed document is the same file', () => {
    const renamed = { ...handbook, fileName: 'Staff Handbook' };
    expect(actions(compareWithPrevious([renamed], [stored(handbook)]))).toEqual({
      'Staff Handbook': 'unchanged',
    });
  });

  test('two documents with the same name but different keys are different files', () => {
    const other = { ...handbook, key: 'hr.other_handbook' };
    expect(compareWithPrevious([other], [stored(handbook)]).map((f) => f.action)).toEqual(['new', 'remove']);
  });

  test('without keys, files match by name, ignoring case and surrounding spaces', () => {
    const remote = { ...handbook, key: null, fileName: '  employee handbook ' };
    const files = compareWithPrevious(
      [remote, { ...privacy, key: null }],
      [stored({ ...handbook, key: null })],
    );
    expect(files.map((f) => f.action)).toEqual(['unchanged', 'new']);
  });

  test('a keyless file matches a keyed previous file of the same name (switching engines)', () => {
    const remote = { ...handbook, key: null, priority: 'high' as const };
    const files = compareWithPrevious([remote], [stored(handbook)]);
    expect(files.map((f) => f.action)).toEqual(['updated']);
  });

  test('a keyed file matches a keyless previous file of the same name', () => {
    const files = compareWithPrevious([handbook], [stored({ ...handbook, key: null })]);
    expect(files.map((f) => f.action)).toEqual(['unchanged']);
  });

  test('an empty new list removes every previous file', () => {
    expect(compareWithPrevious([], [stored(handbook), stored(loans)]).map((f) => f.action)).toEqual([
      'remove',
      'remove',
    ]);
  });
});
