// Real documents of ../shared/corpus in the evaluation set, with the knowledge-base keys a reviewer
// would file them under (any one of them counts as right). Paths are relative to the repository root.

export const corpusDocuments = [
  [
    'finance/170929 The OpenGov Foundation Audited Financial Statements-TY2016.pdf',
    ['finance.audited_financial_statements'],
  ],
  ['finance/2016.pdf', ['finance.corporate_tax_returns']],
  ['finance/ocf2ocx.xlsx', ['formation.cap_table']],
  [
    'legal/Articles_of_Incorporation_RIIS_2-0_California_SOS_2025-04-24.pdf',
    ['formation.articles_of_association', 'formation.certificate_of_incorporation'],
  ],
  [
    'legal/Series Seed - Restated Certificate of Incorporation.md',
    ['formation.articles_of_association', 'formation.certificate_of_incorporation'],
  ],
  ['legal/Series Seed - Preferred Stock Investment Agreement.md', ['formation.investment_agreements']],
  ['legal/yc-safe-valuation-cap.docx', ['formation.investment_agreements']],
  ['legal/POST_MONEY_DISCOUNT.pdf', ['formation.investment_agreements']],
  ['legal/bylaws.docx', ['formation.articles_of_association']],
  // The knowledge base lists 'Cloud Services Agreement' under hosting agreements too.
  [
    'legal/common-paper-cloud-service-agreement.docx',
    ['legal.standard_terms', 'legal.material_contracts', 'bcdr.hosting_agreements'],
  ],
  ['legal/common-paper-data-processing-agreement.docx', ['security.dpa_register']],
  ['legal/openagreements-confidentiality-invention-assignment-agreement.docx', ['ip.assignment_agreements']],
  ['legal/openagreements-employment-offer-letter.docx', ['hr.employment_contract_templates']],
  ['legal/openagreements-board-consent-safe.docx', ['board.board_minutes']],
  ['legal/openagreements-stockholder-consent-safe.docx', ['board.shareholder_resolutions']],
  [
    'legal/Petition for cancellation NATS IO Reg No 6216925 final.pdf',
    ['ip.infringement_claims', 'legal.litigation_pleadings'],
  ],
  ['legal/LICENSE.txt', ['ip.open_source', 'ip.licence_agreements']],
  ['policies/information.md', ['security.information_security_policy']],
  ['policies/incident.md', ['security.incident_response_plan']],
  ['policies/continuity.md', ['bcdr.continuity_plan']],
  ['policies/disaster.md', ['bcdr.disaster_recovery_plan']],
  ['policies/github-anti-bribery-statement.md', ['legal.anti_bribery_policy']],
  ['policies/github-general-privacy-statement.md', ['security.privacy_policy']],
  ['policies/sustainability-policy.md', ['esg.environmental_policy', 'esg.sustainability_report']],
  ['policies/conflict-of-interest-policy.txt', ['board.conflicts_of_interest']],
  ['policies/TEMPLATE_Risk_tracker.xlsx', ['insurance.risk_register']],
  // Despite its name, this file holds a version of the RIIS bylaws (it mentions the Belonging Policy).
  ['policies/belonging-policy.docx', ['formation.articles_of_association']],
  ['hr/common-paper-independent-contractor-agreement.docx', ['hr.contractor_agreements']],
  ['hr/Vacation and Sick Leave.md', ['hr.hr_policies', 'hr.employee_handbook']],
].map(([path, labels]) => ({ path: `../shared/corpus/${path}`, labels }));
