import type { AnalyzeDocumentInput, DocumentAnalysis } from '../engine.ts';
import { otherKindNamed } from './document-kinds.ts';
import type { KnowledgeDocument } from './knowledge-base-types.ts';
import { type Evidence, rankMatches } from './rank-matches.ts';
import { summarizeDocument } from './summarize-document.ts';

/** Below this confidence the document fulfils nothing ('No match'). */
const MATCH_FLOOR = 0.3;
/** Times a file's name recurs in a text that names itself by it ('the Bylaws' of bylaws). */
const NAMED_THROUGHOUT_HITS = 3;
/** Below the 0.5 of a partial fulfilment: what body words alone make of a document whose heading says otherwise. */
const OTHERWISE_HEADED_MAX = 0.45;

/** Score → confidence, fitted so a document named by its title lands at 0.8 or more and body words alone stay below. */
const CONFIDENCE_CURVE: [number, number][] = [
  [0, 0],
  [0.1, 0.3],
  [0.2, 0.5],
  [0.35, 0.72],
  [0.5, 0.85],
  [0.7, 0.95],
  [1, 0.99],
];

function curve(score: number) {
  for (let i = 1; i < CONFIDENCE_CURVE.length; i++) {
    const [x1, y1] = CONFIDENCE_CURVE[i]!;
    const [x0, y0] = CONFIDENCE_CURVE[i - 1]!;
    if (score <= x1) return y0 + ((score - x0) / (x1 - x0)) * (y1 - y0);
  }
  return 0.99;
}

/**
 * Whether the document's own heading says what it is in words the file's names and keywords do not
 * use ('Customer story: how Harbour cut its close to 5 days', 'Office move checklist'), while no name
 * of the file stands in its title or opening. Then its vocabulary is only its topic: a marketing page
 * for finance software speaks of audits and annual accounts without being them. A heading of fewer
 * than two words the knowledge base knows ('Priya Nair', 'EXECUTION COPY', 'MA P10 FY23/24') says
 * nothing either way. A name in the opening still counts: legal papers often head with a statute
 * ('THE COMPANIES ACT 2006') and name themselves in the next lines.
 */
function isHeadedOtherwise(best: Evidence, headingWords: number) {
  return !best.title && !best.opening && best.explained <= 0.1 && headingWords >= 2;
}

/**
 * Turns the best score and its lead over its rival (the next recommended file, or a knowledge-base
 * document that is not recommended) into a 0–1 confidence.
 */
function calibrate(best: Evidence, rival: Evidence | undefined, doubted: boolean) {
  let confidence = curve(best.score);
  const ratio = rival && best.score > 0 ? rival.score / best.score : 0;
  // Two files explaining the document equally well: neither is a sure match.
  if (ratio > 0.85 && ratio <= 1) confidence *= 1 - (ratio - 0.85);
  // The document is plainly something that was not recommended: it fulfils little here.
  if (ratio > 1) confidence *= 0.85 / ratio ** 3;
  // Without its name in the title or opening, body words make a sure match only when they dominate.
  const named = best.title || best.opening || best.explained >= 0.5 || best.dominance >= 0.5;
  if (!named) confidence = Math.min(confidence, 0.75);
  if (doubted) confidence = Math.min(confidence, OTHERWISE_HEADED_MAX);
  return Math.round(confidence * 100) / 100;
}

function quote(words: string[], surfaces: Map<string, string>) {
  return words.map((term) => `'${surfaces.get(term) ?? term}'`).join(', ');
}

function explain(
  best: Evidence,
  /** The document's title, or its file name when the text has none (the title zone holds both). */
  title: string,
  matched: boolean,
  surfaces: Map<string, string>,
  /** A document that is not recommended and fits better. */
  other: Evidence | null,
  /**
   * `namedBy`: what names the file ('the title …' or 'the file name …'); `doubt`: why the document is
   * only a possible match ('It calls itself 'minutes', another kind of document'), if it is.
   */
  about: { namedBy: string; doubt: string | null },
) {
  const name = `'${best.profile.fileName}'`;
  const parts: string[] = [];
  if (best.title) parts.push(`${about.namedBy} names it (${best.title.phrase.text})`);
  else if (best.opening) parts.push(`its opening text names it (${best.opening.phrase.text})`);
  else if (best.explained >= 0.3) parts.push(`the title '${title}' describes it`);
  if (best.body) parts.push(`the text mentions '${best.body.phrase.text}' ${best.body.hits}×`);
  if (best.terms.length) parts.push(`key terms found: ${quote(best.terms, surfaces)}`);
  const instead = other
    ? ` It reads more like '${other.profile.fileName}', which is not among the recommended files.`
    : '';
  const unlike = about.doubt ? ` ${about.doubt}, so it is only a possible match.` : '';
  if (matched) return `Matches ${name}: ${parts.join('; ')}.${unlike}${instead}`;
  if (other) return `No recommended file fits.${instead}`;
  if (!best.terms.length) return 'No recommended file fits: none of their names or key terms appear in it.';
  return `No recommended file fits. The closest, ${name}, is not named in the title or opening and shares only ${quote(best.terms.slice(0, 3), surfaces)}.`;
}

/**
 * Finds the recommended file an uploaded document fulfils, as a reviewer would: first what the
 * document calls itself (title, file name, opening lines), then whether the file's names recur in
 * the text, then how many of its distinctive terms the body uses. Deterministic; milliseconds.
 */
export function analyzeDocument(
  input: AnalyzeDocumentInput,
  knowledgeBase: readonly KnowledgeDocument[],
): DocumentAnalysis {
  const {
    ranked,
    text,
    title,
    shownTitle,
    surfaces,
    hasText,
    headingWords,
    heading,
    headingTerms,
    fileName,
  } = rankMatches(input, knowledgeBase);
  const summary = summarizeDocument(text, title);
  const best = ranked.find((evidence) => !evidence.profile.shadow);
  const rival = ranked.find((evidence) => evidence !== best);
  if (!best || !hasText) {
    return {
      summary,
      matchedFileId: null,
      confidence: 0,
      reasoning: hasText ? 'There are no recommended files to match.' : 'The document has no readable text.',
    };
  }
  // A file's name recurring through the text is the document naming itself: it outweighs the kind
  // its file name gives it, though not the kind its own heading says.
  const namedThroughout = (best.body?.hits ?? 0) >= NAMED_THROUGHOUT_HITS;
  // The text's own heading, not its metadata title ('PowerPoint Presentation' names no kind).
  const named = best.title ? null : otherKindNamed({ fileName, heading }, best.profile);
  const otherKind = named && !(named.fromFileNameOnly && namedThroughout) ? named.name : null;
  const doubt = otherKind
    ? `It calls itself '${otherKind}', another kind of document`
    : !namedThroughout && isHeadedOtherwise(best, headingWords)
      ? `Its title '${shownTitle}' does not say it is one`
      : null;
  const confidence = calibrate(best, rival, doubt !== null);
  const matched = confidence >= MATCH_FLOOR;
  return {
    summary,
    matchedFileId: matched ? best.profile.id : null,
    confidence: matched ? confidence : Math.min(confidence, MATCH_FLOOR - 0.01),
    reasoning: explain(
      best,
      shownTitle,
      matched,
      surfaces,
      rival?.profile.shadow && rival.score > best.score ? rival : null,
      {
        doubt,
        // The file name names it when the heading does not hold the name's words ('lit sched Q2').
        namedBy: best.title?.phrase.terms.every((term) => headingTerms.has(term))
          ? `the title '${shownTitle}'`
          : `the file name '${fileName}'`,
      },
    ),
  };
}
