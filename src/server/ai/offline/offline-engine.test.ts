import { describe, expect, test } from 'vitest';
import type { Priority } from '#domain/recommendations.ts';
import { documentKnowledgeBase } from '#server/db/seed/document-knowledge-base.ts';
import { questionCatalogue } from '#server/db/seed/question-catalogue.ts';
import type { EngineAnswer } from '../engine.ts';
import { createOfflineEngine, selectDocuments } from './offline-engine.ts';

type Profile = {
  name: string;
  answers: Record<string, string>;
  /** Document keys the data room must hold, with the priority when the profile's answers set one. */
  gets: Record<string, Priority | true>;
  never: string[];
};

/** Contrasting companies: what each one's answers must add, drop and raise (spec §3, issue 5). */
const profiles: Profile[] = [
  {
    name: 'a pre-revenue two-founder start-up with no employees, debt, personal data or registered IP',
    answers: {
      'profile.revenue_band': 'Pre-revenue',
      'profile.funding_stage': 'Bootstrapped or founder-funded',
      'profile.industry_sector': 'Software and SaaS',
      'formation.shareholder_count': '2',
      'formation.has_subsidiaries': 'No',
      'finance.audited_accounts': 'No',
      'finance.has_debt': 'No',
      'hr.headcount': '0',
      'hr.contractor_count': '0',
      'hr.equity_plan': 'No',
      'security.personal_data': 'No',
      'ip.registered_ip': 'No',
      'insurance.d_and_o': 'No',
    },
    gets: {
      'formation.certificate_of_incorporation': 'high',
      'formation.cap_table': 'high',
      'formation.shareholders_agreement': 'high',
      'profile.business_plan': 'high',
      'profile.top_customers_analysis': 'low',
      'profile.product_overview': 'high',
      'finance.unaudited_annual_accounts': 'high',
      'finance.management_accounts': 'high',
      'finance.revenue_recognition': 'low',
      'security.privacy_policy': 'low',
      'ip.assignment_agreements': 'high',
      'board.delegation_of_authority': 'low',
    },
    never: [
      'finance.loan_agreements',
      'finance.audited_financial_statements',
      'finance.auditor_letters',
      'formation.investment_agreements',
      'formation.group_structure_chart',
      'hr.employee_handbook',
      'hr.contractor_agreements',
      'hr.equity_plan',
      'insurance.employers_liability',
      'insurance.d_and_o_policy',
      'security.dpa_register',
      'ip.registrations_schedule',
    ],
  },
  {
    name: 'a 200-person regulated fintech with debt, audits, personal data, ISO 27001, IP, cover and subsidiaries',
    answers: {
      'profile.industry_sector': 'Financial services',
      'profile.revenue_band': '50M–250M',
      'profile.funding_stage': 'Series C or later',
      'profile.operating_countries': '4',
      'formation.has_subsidiaries': 'Yes',
      'finance.audited_accounts': 'Yes',
      'finance.has_debt': 'Yes',
      'hr.headcount': '200',
      'hr.contractor_count': '15',
      'hr.equity_plan': 'Yes',
      'legal.regulated_activities': 'Yes',
      'security.personal_data': 'Yes',
      'security.certifications': 'ISO 27001',
      'ip.registered_ip': 'Yes',
      'ip.registered_ip_count': '8',
      'insurance.d_and_o': 'Yes',
      'insurance.cyber': 'Yes',
      'insurance.professional_indemnity': 'Yes',
    },
    gets: {
      'finance.loan_agreements': 'high',
      'finance.security_documents': 'high',
      'finance.audited_financial_statements': 'high',
      'finance.transfer_pricing': 'high',
      'finance.revenue_recognition': 'high',
      'formation.investment_agreements': 'high',
      'formation.group_structure_chart': 'high',
      'formation.subsidiary_constitutional_documents': 'high',
      'hr.employee_handbook': 'high',
      'hr.contractor_agreements': 'high',
      'hr.equity_plan': 'high',
      'legal.regulatory_licences': 'high',
      'legal.compliance_manual': 'high',
      'legal.anti_bribery_policy': 'high',
      'security.privacy_policy': 'high',
      'security.dpa_register': 'high',
      'security.international_transfers': 'high',
      'security.certification': 'high',
      'ip.registrations_schedule': 'high',
      'ip.freedom_to_operate': 'medium',
      'insurance.d_and_o_policy': 'high',
      'insurance.cyber_policy': 'high',
      'insurance.professional_indemnity_policy': 'high',
      'insurance.risk_register': 'high',
      'esg.whistleblowing_policy': 'high',
      'esg.modern_slavery_statement': 'high',
      'board.delegation_of_authority': 'high',
    },
    never: [
      'finance.unaudited_annual_accounts',
      'security.certification_readiness',
      'esg.gender_pay_gap',
      'legal.litigation_pleadings',
      'hr.employment_disputes',
    ],
  },
  {
    name: 'a services company working with contractors only',
    answers: {
      'profile.industry_sector': 'Professional services',
      'hr.headcount': '0',
      'hr.contractor_count': '12',
      'hr.contractor_status_reviewed': 'No',
      'insurance.professional_indemnity': 'Yes',
      'ip.assignments_signed': 'Partially',
    },
    gets: {
      'hr.contractor_agreements': 'high',
      'hr.contractor_status_assessments': 'high',
      'insurance.professional_indemnity_policy': 'high',
      'ip.assignment_agreements': 'high',
      'ip.assignment_remediation': 'high',
      'profile.organisation_chart': 'low',
    },
    never: [
      'hr.employee_handbook',
      'hr.employee_census',
      'hr.employment_contract_templates',
      'hr.hr_policies',
      'hr.pension_benefits',
      'insurance.employers_liability',
      'legal.health_and_safety',
      'esg.whistleblowing_policy',
      'esg.diversity_policy',
    ],
  },
  {
    name: 'a company whose certifications, audit and ESG reporting are in progress',
    answers: {
      'security.certifications': 'In progress',
      'finance.audited_accounts': 'In progress',
      'esg.reporting': 'In progress',
    },
    gets: {
      'security.certification_readiness': 'medium',
      'finance.audited_financial_statements': 'medium',
      'finance.unaudited_annual_accounts': 'medium',
      'finance.auditor_letters': true,
      'esg.reporting_roadmap': 'low',
    },
    never: ['security.certification', 'esg.sustainability_report'],
  },
  {
    name: 'a company with pending litigation, an employment dispute and an IP claim',
    answers: {
      'legal.pending_litigation': 'Yes',
      'legal.regulated_activities': 'No',
      'hr.headcount': '30',
      'hr.employment_disputes': 'Yes',
      'ip.infringement_claims': 'Yes',
    },
    gets: {
      'legal.litigation_schedule': 'high',
      'legal.litigation_pleadings': 'high',
      'hr.employment_disputes': 'high',
      'hr.employee_handbook': 'medium',
      'ip.infringement_claims': 'high',
    },
    never: ['legal.regulatory_licences', 'legal.compliance_manual', 'legal.regulatory_correspondence'],
  },
  {
    name: 'a company with no continuity or recovery plan and untested, unisolated backups',
    answers: {
      'bcdr.continuity_plan': 'No',
      'bcdr.disaster_recovery_plan': 'No',
      'bcdr.backups_tested': 'No',
      'bcdr.backups_isolated': 'No',
      'bcdr.critical_suppliers_identified': 'No',
    },
    gets: { 'bcdr.business_impact_analysis': 'low', 'bcdr.backup_policy': 'high' },
    never: [
      'bcdr.continuity_plan',
      'bcdr.disaster_recovery_plan',
      'bcdr.test_report',
      'bcdr.restore_test_records',
      'bcdr.critical_supplier_register',
    ],
  },
  {
    name: 'a company that has answered nothing yet',
    answers: {},
    gets: {
      'formation.articles_of_association': 'high',
      'bcdr.continuity_plan': 'high',
      'security.privacy_policy': 'medium',
      'legal.litigation_schedule': 'medium',
    },
    never: [
      'finance.loan_agreements',
      'hr.employee_handbook',
      'security.dpa_register',
      'ip.registrations_schedule',
    ],
  },
];

const select = (answers: Record<string, string>) =>
  new Map(selectDocuments(documentKnowledgeBase, new Map(Object.entries(answers))).map((d) => [d.key, d]));

describe('selectDocuments over the knowledge base', () => {
  test.each(profiles)('$name', ({ answers, gets, never }) => {
    const documents = select(answers);
    for (const [key, priority] of Object.entries(gets)) {
      expect(documents.has(key), `${key} is recommended`).toBe(true);
      if (priority !== true) expect(documents.get(key)!.priority, `${key}'s priority`).toBe(priority);
    }
    for (const key of never) expect(documents.has(key), `${key} is not recommended`).toBe(false);
  });

  // The examples: employees → handbook; personal data → DPA register; registered IP →
  // registrations; debt → loan agreements, and none of them without.
  test.each([
    ['hr.headcount', '1', '0', ['hr.employee_handbook', 'hr.employee_census']],
    ['security.personal_data', 'Yes', 'No', ['security.dpa_register', 'security.record_of_processing']],
    ['ip.registered_ip', 'Yes', 'No', ['ip.registrations_schedule', 'ip.registration_certificates']],
    ['finance.has_debt', 'Yes', 'No', ['finance.loan_agreements', 'finance.security_documents']],
  ])('%s = %s adds what %s does not: %j', (question, yes, no, keys) => {
    const withIt = select({ [question]: yes });
    const without = select({ [question]: no });
    for (const key of keys) {
      expect(withIt.has(key), key).toBe(true);
      expect(without.has(key), key).toBe(false);
    }
  });

  test('privacy policy and IP assignments are always needed; personal data makes the policy critical', () => {
    for (const answer of ['Yes', 'No']) {
      const documents = select({ 'security.personal_data': answer, 'ip.registered_ip': answer });
      expect(documents.get('security.privacy_policy')?.priority).toBe(answer === 'Yes' ? 'high' : 'low');
      expect(documents.get('ip.assignment_agreements')?.priority).toBe('high');
    }
  });

  test('a priority rule says why it applied', () => {
    const [plan] = selectDocuments(
      documentKnowledgeBase.filter((d) => d.key === 'profile.business_plan'),
      new Map([['profile.revenue_band', 'Pre-revenue']]),
    );
    expect(plan).toMatchObject({ priority: 'high', reason: expect.stringContaining('no revenue') });
  });
});

describe('the offline engine', () => {
  const everyAnswer: EngineAnswer[] = questionCatalogue.map((q, index) => ({
    questionId: `q-${index}`,
    key: q.key,
    questionText: q.text,
    area: q.area,
    value: q.options?.[0] ?? (q.answerSet === 'Text' ? 'Answer' : q.answerSet === 'Year' ? '2020' : '3'),
  }));
  const input = { companyName: 'Acme Inc.', answers: everyAnswer, totalQuestions: everyAnswer.length };

  test('is deterministic and orders documents by governance area, then priority', async () => {
    const engine = createOfflineEngine();
    const first = await engine.recommendDocuments(input);
    expect(await engine.recommendDocuments(input)).toEqual(first);
    const areas = first.documents.map((d) => d.category);
    expect([...new Set(areas)]).toEqual(first.governanceAreas);
    expect(first.governanceAreas[0]).toBe('Basic Company Profile');
    expect(first.governanceAreas.at(-1)).toBe('BCDR');
  });

  test('answers without a catalogue key are ignored by the rules but counted in the summary', async () => {
    const engine = createOfflineEngine();
    const added = {
      questionId: 'added',
      key: null,
      questionText: 'Any debt?',
      area: 'Finance',
      value: 'Yes',
    };
    const result = await engine.recommendDocuments({
      companyName: 'Acme Inc.',
      answers: [added],
      totalQuestions: 90,
    });
    expect(result.documents.map((d) => d.key)).not.toContain('finance.loan_agreements');
    expect(result.promptSummary).toMatch(
      /^Acme Inc\.: 1 of 90 questions answered\. \d+ documents recommended/,
    );
    expect(result.documents.every((d) => !('reason' in d))).toBe(true);
  });
});
