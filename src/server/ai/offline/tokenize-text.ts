/**
 * Turns text into matching terms: lower case, accents and punctuation gone, stop words dropped,
 * British and American spellings folded together and a light suffix stemmer, so 'Licences',
 * 'licensing' and 'license' meet, as do 'Board Minutes' and 'minutes of the board'. The same
 * function reads documents and knowledge-base profiles, so the two always agree.
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each either etc few for from ' +
    'further had has have having he her here hers him his how i if in into is it its itself just may me ' +
    'might more most must my no nor not now of off on once only or other our ours out over own per same ' +
    'shall she should so some such than that the their theirs them then there these they this those non ' +
    'through to too under until up upon us very via was we were what when where which while who whom ' +
    'why will with within would you your yours hereby herein thereof whereas ' +
    // words of file names that say nothing about the content
    'copy draft final signed scan scanned doc docx pdf xlsx xls csv txt md version rev new old updated'
  ).split(' '),
);

/** Spellings and short forms folded to one term after stemming. */
const FOLD: Record<string, string> = {
  licenc: 'licens',
  organis: 'organiz',
  organisation: 'organization',
  capitalisation: 'capitalization',
  programm: 'program',
  centr: 'center',
  enrolment: 'enrollment',
  labour: 'labor',
  defenc: 'defens',
  stockholder: 'shareholder',
  stock: 'share',
  min: 'minut',
  mins: 'minut',
  bylaw: 'bylaws',
  'by-law': 'bylaws',
  pentest: 'penetration',
  authoris: 'authoriz',
  authorisation: 'authorization',
  // 'Extract' of a company register in German, Dutch and French.
  auszug: 'extract',
  uittreksel: 'extract',
  extrait: 'extract',
};

/** Multi-word short forms expanded before splitting, so 'D&O' is not lost as two letters. */
const EXPANSIONS: [RegExp, string][] = [
  [/\bd\s*&\s*o\b/gi, ' directors officers '],
  [/\bh\s*&\s*s\b/gi, ' health safety '],
  [/\bd\s*&\s*i\b/gi, ' diversity inclusion '],
  [/\bm\s*&\s*a\b/gi, ' merger acquisition '],
  [/\be\s*&\s*o\b/gi, ' errors omissions '],
  [/\bp\s*&\s*l\b/gi, ' profit loss '],
  [/\bpen[\s-]?test/gi, ' penetration test'],
  [/\borg[\s-]?chart/gi, ' organization chart'],
  [/\bcap[\s-]?table/gi, ' capitalization table'],
  [/\bintellectual\s+property\b/gi, ' ip '],
];

/**
 * Short forms people write in file names and headings ('Mgmt accts P4', 'lit sched', 'ARC ToR',
 * 'BM minutes'), read as words only there: in a text, 'lit' is how a corridor is, 'res' is in 'hi-res'
 * and 'BM' is somebody's initials.
 */
const TITLE_SHORT_FORMS: Record<string, string> = {
  acct: 'account',
  accts: 'account',
  mgmt: 'management',
  sched: 'schedul',
  lit: 'litigation',
  res: 'resolution',
  cert: 'certificat',
  agmt: 'agreement',
  stmt: 'statement',
};
const TITLE_EXPANSIONS: [RegExp, string][] = [
  [/\bToR\b/g, ' terms of reference '],
  [/\b(remco|rem\s*co)\b/gi, ' remuneration committee '],
  [/\b(nomco|nom\s*co)\b/gi, ' nomination committee '],
  // The number itself is not a term (see tokenize), so the register is named by its short form.
  [/\bart(icle)?[\s._-]*30\b/gi, ' article 30 ropa '],
  [/\bBM\b/g, ' board meeting '],
];

/** A deliberately light stemmer: plurals, -ing and -ed, a final e, -isation spellings. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  w = w.replace(/isation$/, 'ization').replace(/ise(s|d)?$/, 'ize$1');
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length >= 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length >= 5 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return FOLD[w] ?? w;
}

/**
 * The matching terms of a text, in order (positions matter for phrase matches). `surfaces`, when
 * given, receives the first word seen for each term, so reasoning can quote words, not stems.
 */
export function tokenize(
  text: string,
  surfaces?: Map<string, string>,
  /**
   * `title`: the text is a file name or a heading, where short forms are read as their words.
   * `keepJoinedWords`: a heading's 'ShredSafe' is a name, not 'shred safe' (only file names and
   * extracted body text join words that were apart).
   */
  options: { title?: boolean; keepJoinedWords?: boolean } = {},
): string[] {
  let prepared = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, replacement] of EXPANSIONS) prepared = prepared.replace(pattern, replacement);
  if (options.title) {
    for (const [pattern, replacement] of TITLE_EXPANSIONS) prepared = prepared.replace(pattern, replacement);
  }
  // camelCase joins ('BoardMinutes', or PDF text's 'theBoard') become separate words.
  if (!options.keepJoinedWords) prepared = prepared.replace(/([a-z])([A-Z])/g, '$1 $2');
  prepared = prepared.toLowerCase();
  const terms: string[] = [];
  for (const raw of prepared.split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || STOP_WORDS.has(raw)) continue;
    // Numbers carry meaning only as form names (409a, 27001, 1120); dates and amounts are noise.
    if (/^\d+$/.test(raw) && !/^(409|1120|27001|990|401|606|15)$/.test(raw)) continue;
    if (/\d/.test(raw) && /[a-z]/.test(raw) && !/^(409a|401k|ct600|sh01|soc2|iso27001)$/.test(raw)) continue;
    const short = options.title
      ? (TITLE_SHORT_FORMS[raw] ?? TITLE_SHORT_FORMS[raw.replace(/s$/, '')])
      : undefined;
    const term = short ?? FOLD[raw] ?? stem(raw);
    if (STOP_WORDS.has(term)) continue;
    terms.push(term);
    if (surfaces && !surfaces.has(term)) surfaces.set(term, raw);
  }
  return terms;
}
