import type { MatchProfile } from './build-match-profiles.ts';

/**
 * Kinds of document no data room asks for, however much they speak its vocabulary: a candidate's
 * scorecard speaks of audits, a product one-pager of annual accounts. A document that calls itself
 * one of these is at most a possible match for a file whose names do not say that kind.
 */
const OTHER_KINDS = [
  ['how-to', 'howto', 'faq', 'faqs'],
  ['invoice', 'receipt', 'quotation', 'price list'],
  ['agenda'],
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
  ['job description', 'job ad', 'vacancy', 'cv', 'resume', 'interview', 'scorecard'],
  ['release notes', 'changelog', 'prd', 'retro', 'retrospective', 'sprint'],
];

/**
 * Kinds a data room holds, in groups of names that stand for one another. A document that calls
 * itself one of them ('Social club minutes') is at most a possible match for a file of another
 * kind ('Audited Financial Statements', a report). Words that are also adjectives, layout or
 * formats ('standard', 'table', 'export', 'pack', 'summary', 'statement', 'letter') are left out:
 * 'Table of Contents' and 'Standard Chartered' name no kind.
 */
const DATA_ROOM_KINDS = [
  ['plan', 'plans', 'policy', 'policies', 'procedure', 'procedures', 'manual', 'handbook', 'guidelines'],
  ['register', 'registers', 'log', 'list', 'inventory', 'tracker', 'census', 'matrix'],
  ['report', 'reports', 'analysis', 'assessment', 'review', 'memo', 'memorandum', 'presentation', 'deck'],
  ['minutes', 'resolution', 'resolutions'],
  ['certificate', 'certificates', 'extract'],
  ['agreement', 'agreements', 'contract', 'contracts', 'deed', 'licence', 'license', 'lease'],
];

type Kind = { group: string[][]; name: string[]; dataRoom: boolean };

const KINDS = [
  ...OTHER_KINDS.map((group) => ({ group, dataRoom: false })),
  ...DATA_ROOM_KINDS.map((group) => ({ group, dataRoom: true })),
].map(({ group, dataRoom }) => ({ group: group.map(wordsOf), dataRoom }));

/** Lower-case words as written: kinds are compared unstemmed, so 'registered' is no 'register'. */
function wordsOf(text: string) {
  return text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [];
}

/** Whether `name` stands in `words` as consecutive words ('cover letter', not 'cover … letter'). */
const holds = (words: string[], name: string[]) =>
  words.some((_, start) => name.every((word, offset) => words[start + offset] === word));

/** The kinds `text` names, each with the name it used. */
function kindsIn(text: string): Kind[] {
  const words = wordsOf(text);
  return KINDS.flatMap(({ group, dataRoom }) => {
    const name = group.find((candidate) => holds(words, candidate));
    return name ? [{ group, name, dataRoom }] : [];
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
    name: named[0]!.name.join(' '),
    fromFileNameOnly: inHeading.length === 0,
  };
}
