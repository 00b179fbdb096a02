import type { Browser } from '#server/test/http-client.ts';

export const scoringPath = (account: { id: string }, rest = '') =>
  `/api/accounts/${account.id}/scoring${rest}`;

export type Overview = {
  company: { id: string; name: string } | null;
  score: number | null;
  label: string | null;
  counts: { pending: number; processing: number; completed: number; failed: number; total: number };
  waitingReanalysis: number;
  areas: Array<{ area: string; score: number | null; status: string; counts: Overview['counts'] }>;
};

export type FactorRow = {
  id: string;
  factorId: string;
  factorKey: string;
  area: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  score: number | null;
  importance: number | null;
  isRelevant: boolean | null;
  scoreConfidence: number | null;
  rationale: string | null;
  errorMessage: string | null;
  evidence: {
    questionnaire_evidence: { question_text: string; answer_value: string }[];
    document_evidence: { file_name: string; quote: string; file_id?: string }[];
    file_search_results: { file_name: string; quote: string; file_id?: string }[];
  } | null;
};

export async function overviewOf(user: { client: Browser }, account: { id: string }) {
  const response = await user.client.get(scoringPath(account));
  if (response.status !== 200) throw new Error(`overview: ${response.status} ${await response.text()}`);
  return (await response.json()) as Overview;
}

export async function factorsOf(user: { client: Browser }, account: { id: string }) {
  const response = await user.client.get(scoringPath(account, '/factors'));
  if (response.status !== 200) throw new Error(`factors: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { factors: FactorRow[] }).factors;
}

/** Polls the overview as the page does until no factor is pending or processing. */
export async function analysed(user: { client: Browser }, account: { id: string }, timeoutMs = 60_000) {
  for (let waited = 0; waited < timeoutMs; waited += 200) {
    const overview = await overviewOf(user, account);
    if (overview.counts.processing === 0 && overview.counts.pending === 0) return overview;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('factors still processing');
}

/** A company that keeps its house in order: a real board, audited accounts, written policies. */
export const wellGovernedAnswers: Record<string, string> = {
  'hr.headcount': '40',
  'finance.has_debt': 'Yes',
  'security.personal_data': 'Yes',
  'board.director_count': '5',
  'board.independent_directors': '2',
  'board.meeting_frequency': 'Quarterly',
  'board.minutes_kept': 'Yes',
  'board.audit_committee': 'Yes',
  'board.reserved_matters': 'Yes',
  'board.conflicts_policy': 'Yes',
  'formation.cap_table_maintained': 'Yes',
  'formation.statutory_registers_current': 'Yes',
  'finance.audited_accounts': 'Yes',
  'finance.management_accounts': 'Monthly',
  'finance.budget_approved': 'Yes',
  'finance.tax_filings_current': 'Yes',
  'legal.anti_bribery_policy': 'Yes',
  'esg.whistleblowing_policy': 'Yes',
  'security.incident_response_plan': 'Yes',
  'security.mfa_enforced': 'Yes',
  'security.certifications': 'ISO 27001',
  'bcdr.continuity_plan': 'Yes',
  'bcdr.disaster_recovery_plan': 'Yes',
  'bcdr.backups_tested': 'Yes',
  'insurance.risk_register': 'Yes',
  'hr.written_contracts': 'Yes',
  'hr.employee_handbook': 'Yes',
  'ip.assignments_signed': 'Yes',
};

/** The same questions answered by a company with none of it in place (and a sole director). */
export const poorlyGovernedAnswers: Record<string, string> = {
  'hr.headcount': '40',
  'finance.has_debt': 'Yes',
  'security.personal_data': 'Yes',
  'board.director_count': '1',
  'board.independent_directors': '0',
  'board.meeting_frequency': 'Ad hoc',
  'board.minutes_kept': 'No',
  'board.audit_committee': 'No',
  'board.reserved_matters': 'No',
  'board.conflicts_policy': 'No',
  'formation.cap_table_maintained': 'No',
  'formation.statutory_registers_current': 'No',
  'finance.audited_accounts': 'No',
  'finance.management_accounts': 'Not prepared',
  'finance.budget_approved': 'No',
  'finance.tax_filings_current': 'No',
  'legal.anti_bribery_policy': 'No',
  'esg.whistleblowing_policy': 'No',
  'security.incident_response_plan': 'No',
  'security.mfa_enforced': 'No',
  'security.certifications': 'None',
  'bcdr.continuity_plan': 'No',
  'bcdr.disaster_recovery_plan': 'No',
  'bcdr.backups_tested': 'No',
  'insurance.risk_register': 'No',
  'hr.written_contracts': 'No',
  'hr.employee_handbook': 'No',
  'ip.assignments_signed': 'No',
};

/** Policies from the corpus a well-governed company has in its data room. */
export const policyDocuments = [
  'policies/information.md',
  'policies/incident.md',
  'policies/continuity.md',
  'policies/disaster.md',
  'policies/github-anti-bribery-statement.md',
  'policies/conflict-of-interest-policy.txt',
];
