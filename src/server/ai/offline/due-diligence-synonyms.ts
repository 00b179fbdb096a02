import { documentKnowledgeBase } from '#server/db/seed/document-knowledge-base.ts';
import { contentWords } from './embedding-words.ts';
import type { KnowledgeDocument } from './knowledge-base-types.ts';
import { stem } from './tokenize-text.ts';

/**
 * Words people ask with and words documents are written in, grouped by what they mean in due
 * diligence: a question about 'directors' should meet minutes naming 'the board', 'interest rate'
 * a facility's 'margin over SOFR'. Each group becomes one shared feature of the offline embedding.
 * Kept general (any company's data room), not tuned to one set of documents.
 */
const curatedGroups: Record<string, string[]> = {
  board: [
    'board',
    'director',
    'directors',
    'non-executive',
    'chair',
    'chairman',
    'chairperson',
    'board member',
  ],
  executives: ['chief executive', 'ceo', 'founder', 'managing director', 'executive', 'management team'],
  finance_officer: ['chief financial officer', 'cfo', 'finance director', 'financial controller'],
  capitalization: [
    'cap table',
    'capitalization',
    'capitalisation',
    'shareholding',
    'shareholder',
    'shareholders',
    'share capital',
    'ordinary shares',
    'preference shares',
    'fully diluted',
    'owns',
    'ownership',
    'equity',
  ],
  option_pool: ['option pool', 'share option', 'stock option', 'esop', 'emi', 'options granted', 'vesting'],
  interest: [
    'interest rate',
    'interest',
    'sofr',
    'sonia',
    'libor',
    'euribor',
    'margin',
    'base rate',
    'coupon',
  ],
  debt: [
    'loan',
    'facility',
    'borrowing',
    'borrower',
    'lender',
    'debt',
    'credit agreement',
    'term loan',
    'bank loan',
  ],
  repayment: [
    'repay',
    'repaid',
    'repayment',
    'maturity',
    'final maturity',
    'termination date',
    'amortisation',
  ],
  covenant: ['covenant', 'covenants', 'leverage', 'interest cover', 'financial covenant', 'net debt'],
  lease: ['lease', 'rent', 'landlord', 'tenant', 'premises', 'tenancy', 'office', 'property', 'site'],
  expiry: ['expire', 'expiry', 'expiring', 'expiration', 'end date', 'term end', 'renew', 'renewal'],
  early_exit: [
    'break clause',
    'break',
    'terminate early',
    'early termination',
    'termination right',
    'break option',
  ],
  audit: [
    'auditor',
    'auditors',
    'audit',
    'audited',
    'statutory auditor',
    'audit firm',
    'chartered accountants',
  ],
  revenue: ['revenue', 'turnover', 'sales', 'income', 'arr', 'recurring revenue', 'mrr', 'top line'],
  profit: ['profit', 'ebitda', 'earnings', 'operating profit', 'net income', 'loss', 'margin'],
  cash: ['cash', 'cash at bank', 'bank balance', 'liquidity', 'runway'],
  budget: ['budget', 'forecast', 'plan', 'projection', 'target'],
  customer: ['customer', 'client', 'biggest customer', 'largest customer', 'concentration', 'account'],
  contract: ['contract', 'agreement', 'supplier', 'vendor', 'counterparty', 'master services agreement'],
  change_of_control: [
    'change of control',
    'change in control',
    'assignment',
    'acquisition',
    'sale of the company',
  ],
  drag_along: ['drag along', 'drag-along', 'tag along', 'tag-along', 'sale', 'exit', 'come along'],
  consent: ['consent', 'reserved matters', 'investor majority', 'approval', 'veto', 'investor consent'],
  staff: ['employee', 'employees', 'staff', 'headcount', 'personnel', 'workforce', 'people', 'worker'],
  leave: ['holiday', 'vacation', 'annual leave', 'paid time off', 'pto', 'leave', 'days off'],
  sick: ['sick', 'sickness', 'illness', 'sick leave', 'sick pay'],
  pay: ['salary', 'pay', 'compensation', 'remuneration', 'wages', 'fee', 'earn', 'paid'],
  pension: ['pension', 'retirement', '401k', 'auto-enrolment', 'contribution', 'contributes'],
  litigation: [
    'litigation',
    'lawsuit',
    'lawsuits',
    'claim',
    'dispute',
    'proceedings',
    'court',
    'tribunal',
    'suing',
    'sue',
    'claimant',
    'defendant',
  ],
  dismissal: ['unfair dismissal', 'former employee', 'employment tribunal', 'dismissed'],
  insurance: [
    'insurance',
    'insurer',
    'policy',
    'cover',
    'coverage',
    'premium',
    'underwriter',
    'indemnity limit',
  ],
  directors_officers: [
    'directors officers',
    'management liability',
    'limit of liability',
    'limit of indemnity',
  ],
  security_test: [
    'penetration test',
    'pen test',
    'vulnerability',
    'vulnerabilities',
    'finding',
    'security test',
  ],
  incident: ['incident', 'breach', 'data breach', 'security incident', 'outage', 'exposed', 'compromise'],
  personal_data: [
    'personal data',
    'gdpr',
    'data protection',
    'privacy',
    'lawful basis',
    'processing',
    'data subject',
  ],
  intellectual_property: ['trademark', 'trade mark', 'patent', 'ip', 'registered design', 'copyright'],
  open_source: ['open source', 'oss', 'gpl', 'licence', 'license', 'licensed', 'copyleft', 'mit', 'apache'],
  whistleblowing: [
    'whistleblowing',
    'whistleblower',
    'speak up',
    'wrongdoing',
    'hotline',
    'anonymous',
    'anonymously',
  ],
  bribery: [
    'bribery',
    'anti-bribery',
    'corruption',
    'gifts',
    'hospitality',
    'entertainment',
    'officials',
    'kickback',
  ],
  carbon: ['carbon', 'emissions', 'greenhouse', 'ghg', 'scope', 'tco2e', 'net zero', 'climate'],
  pay_gap: ['gender pay gap', 'pay gap', 'gender', 'mean pay', 'median pay'],
  continuity: [
    'business continuity',
    'recovery',
    'recovered',
    'recovery time',
    'rto',
    'rpo',
    'disaster recovery',
  ],
  backup: ['backup', 'backups', 'retention', 'retained', 'restore', 'snapshot', 'keep'],
  related_party: ['related party', 'related parties', 'connected person', 'director loan', 'lent', 'lend'],
  incorporation: ['incorporated', 'incorporation', 'company number', 'registered number', 'certificate'],
  convertible: ['safe', 'convertible', 'valuation cap', 'conversion', 'converted', 'discount rate'],
  kpi: ['kpi', 'metric', 'metrics', 'retention', 'churn', 'nrr', 'net revenue retention'],
};

/** Phrases of ≥ 2 words, and upper-case short forms, of each knowledge-base document's names. */
function knowledgeBaseGroups(documents: readonly KnowledgeDocument[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const document of documents) {
    const names = [...document.fileName.split(/\s+\/\s+/), ...document.aliases];
    const phrases = names.filter((name) => /\s/.test(name.trim()) || /^[A-Z0-9]{3,}$/.test(name.trim()));
    if (phrases.length > 1) groups[`kb:${document.key}`] = phrases;
  }
  return groups;
}

/** Words as the embedding sees them: lower case, light stemming (plurals, -ing, -ed, spellings). */
export function normalizeWord(word: string): string {
  return stem(word.toLowerCase());
}

/** A phrase's words as the embedding reads them, joined by one space: the key the lookup matches on. */
function phraseKey(phrase: string): string {
  return contentWords(phrase).map(normalizeWord).join(' ');
}

export type SynonymIndex = {
  /** Normalised phrase → the groups it belongs to. */
  concepts: Map<string, string[]>;
  /** Group → its phrases as written. */
  phrases: Map<string, string[]>;
  longest: number;
};

/** The lookup from a normalised phrase to the groups it belongs to. */
export function buildSynonymIndex(
  groups: Record<string, string[]> = { ...curatedGroups, ...knowledgeBaseGroups(documentKnowledgeBase) },
): SynonymIndex {
  const concepts = new Map<string, string[]>();
  let longest = 1;
  for (const [concept, phrases] of Object.entries(groups)) {
    for (const phrase of phrases) {
      const key = phraseKey(phrase);
      if (!key) continue;
      longest = Math.max(longest, key.split(' ').length);
      const list = concepts.get(key) ?? [];
      if (!list.includes(concept)) list.push(concept);
      concepts.set(key, list);
    }
  }
  return { concepts, phrases: new Map(Object.entries(groups)), longest };
}

/** The curated and knowledge-base groups, built once: the offline embeddings and search share them. */
export const dueDiligenceSynonyms = buildSynonymIndex();

/**
 * The other ways to say what `text` names: every phrase of the groups it mentions. Search asks the
 * full-text index for them too, so 'who are the directors' meets minutes of 'the board'.
 */
export function relatedPhrases(text: string, index: SynonymIndex): string[] {
  const groups = new Set(conceptsIn(contentWords(text).map(normalizeWord), index));
  return [...groups].flatMap((group) => index.phrases.get(group) ?? []);
}

/** The groups named by a sequence of normalised words (each phrase of up to `longest` words). */
export function conceptsIn(words: readonly string[], index: SynonymIndex): string[] {
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= index.longest && start + length <= words.length; length++) {
      const concepts = index.concepts.get(words.slice(start, start + length).join(' '));
      if (concepts) found.push(...concepts);
    }
  }
  return found;
}
