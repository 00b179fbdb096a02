import type { MatchProfile } from './build-match-profiles.ts';

/**
 * Kinds of document no data room asks for, however much they speak its vocabulary: a candidate's
 * scorecard speaks of audits, a product one-pager of annual accounts. A document that calls itself
 * one of these is at most a possible match for a file whose names do not say that kind.
 */
const OTHER_KINDS = [
  ['how-to', 'faq', 'ticket'],
  ['invoice', 'receipt', 'quote', 'quotation', 'price list'],
  [
    'newsletter',
    'press release',
    'blog',
    'case study',
    'customer story',
    'brochure',
    'one-pager',
    'datasheet',
  ],
  ['job description', 'job ad', 'vacancy', 'cv', 'resume', 'interview'],
  ['release notes', 'changelog', 'prd', 'sprint'],
];

/**
 * Kinds a data room holds, in groups of names that stand for one another. A document that calls
 * itself one of them ('Social club minutes') is at most a possible match for a file of another
 * kind ('Audited Financial Statements', a report). Words that are also adjectives, layout or
 * formats ('standard', 'table', 'export', 'pack', 'summary', 'statement', 'letter') are left out:
 * 'Table of Contents' and 'Standard Chartered' name no kind.
 */
const DATA_ROOM_KINDS = [
  ['plan', 'policy', 'procedure', 'manual', 'handbook', 'guidelines'],
  ['register', 'log', 'list', 'inventory', 'tracker', 'census', 'matrix'],
  ['report', 'analysis', 'assessment', 'review', 'memo', 'memorandum', 'presentation', 'deck'],
  ['minutes', 'resolution', 'agenda'],
  ['agreement', 'contract', 'deed', 'licence', 'license', 'lease'],
];

type Kind = { group: string[][]; name: string; dataRoom: boolean };

const KINDS = [
  ...OTHER_KINDS.map((group) => ({ group, dataRoom: false })),
  ...DATA_ROOM_KINDS.map((group) => ({ group, dataRoom: true })),
].map(({ group, dataRoom }) => ({ group: group.map((name) => wordsOf(name).map(singular)), dataRoom }));

/**
 * Lower-case words as written, split as file names are ('social-club_minutes', 'BoardMinutes').
 * 'How-to' and 'one-pager' stay one word each, so 'How to raise a concern' names no how-to.
 */
function wordsOf(text: string) {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bhow[-_]?to\b/g, 'howto')
    .replace(/\bone[-_]?pager\b/g, 'onepager')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A plural's final 's' dropped ('CVs', 'policies' as 'policie' on both sides); nothing else is
 * stemmed, so 'registered' is no 'register' and 'Chartered' no 'charter'.
 */
function singular(word: string) {
  return word.length >= 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The kinds `text` names, each with the words it named it by ('cover letter', never 'cover … letter'). */
function kindsIn(text: string): Kind[] {
  const words = wordsOf(text);
  const keys = words.map(singular);
  return KINDS.flatMap(({ group, dataRoom }) => {
    for (const name of group) {
      const start = keys.findIndex((_, at) => name.every((key, offset) => keys[at + offset] === key));
      if (start >= 0) return [{ group, name: words.slice(start, start + name.length).join(' '), dataRoom }];
    }
    return [];
  });
}

/**
 * The kind of document the file name or heading calls the document, when `profile`'s names give
 * the file none of it: 'Social club minutes' is not 'Audited Financial Statements', whatever its
 * treasurer's report says of the accounts. A data-room kind counts only against a file whose names
 * say a kind of their own ('Current Year Budget' says none, so an 'Annual operating plan' may be
 * it). `fromFileNameOnly` tells whether only the file name said it, which a text naming the file
 * throughout outweighs (bylaws saved as 'belonging-policy.docx').
 */
export function otherKindNamed(
  document: { fileName: string; heading: string },
  profile: MatchProfile,
): { name: string; fromFileNameOnly: boolean } | null {
  const own = kindsIn(profile.phrases.map((phrase) => phrase.text).join(' . '));
  const differs = (kind: Kind) =>
    !own.some((mine) => mine.group === kind.group) && (!kind.dataRoom || own.length > 0);
  const inHeading = kindsIn(document.heading);
  const named = [...inHeading, ...kindsIn(document.fileName)];
  if (named.length === 0 || !named.every(differs)) return null;
  return {
    name: named[0]!.name,
    fromFileNameOnly: inHeading.length === 0,
  };
}
