import type { MatchProfile } from './build-match-profiles.ts';
import { tokenize } from './tokenize-text.ts';

/**
 * What a document calls itself when it says what kind of document it is, in groups of names that
 * stand for one another ('minutes' and 'resolutions'; a 'deck' is a 'presentation'). Words used of
 * every kind ('summary', 'statement', 'notes', 'letter', 'meeting') are left out, since they do not
 * tell one kind from another.
 */
const DOCUMENT_KINDS = [
  [
    ...['plan', 'policy', 'procedure', 'programme', 'framework', 'manual', 'guideline', 'standard'],
    ...['handbook', 'guide', 'code', 'charter'],
  ],
  ['howto', 'faq'],
  [
    ...['register', 'log', 'schedule', 'list', 'record', 'inventory', 'tracker', 'registry', 'census'],
    ...['export', 'table', 'matrix'],
  ],
  [
    'report',
    'analysis',
    'assessment',
    'review',
    'memo',
    'memorandum',
    'paper',
    'pack',
    'deck',
    'presentation',
  ],
  ['minutes', 'resolution'],
  ['agreement', 'contract', 'deed', 'terms', 'licence', 'license', 'lease', 'undertaking'],
  ['invoice', 'receipt', 'quotation', 'price list'],
  ['agenda'],
  ['newsletter', 'press release', 'blog', 'case study', 'brochure', 'one-pager', 'datasheet'],
  ['job description', 'vacancy', 'cv', 'resume', 'cover letter', 'interview', 'scorecard'],
  ['release notes', 'changelog', 'prd', 'requirements', 'specification', 'retro', 'retrospective', 'sprint'],
].map((group) => group.map((name) => tokenize(name)).filter((terms) => terms.length > 0));

/** The groups of kinds whose every word stands in `terms`. */
function kindsIn(terms: ReadonlySet<string>) {
  return DOCUMENT_KINDS.filter((group) => group.some((name) => name.every((term) => terms.has(term))));
}

/**
 * The kind a document's title or file name gives it, when the file's names give it none of that
 * kind: 'Social club minutes' is not 'Audited Financial Statements', whatever its treasurer's
 * report says of the accounts. Null when the document names no kind, or a kind the file has.
 */
export function otherKindNamed(titleZone: ReadonlySet<string>, profile: MatchProfile) {
  const named = kindsIn(titleZone);
  if (named.length === 0) return null;
  const own = new Set(kindsIn(new Set(profile.phrases.flatMap((phrase) => phrase.terms))));
  if (named.some((group) => own.has(group))) return null;
  return named[0]!.find((name) => name.every((term) => titleZone.has(term)))!;
}
