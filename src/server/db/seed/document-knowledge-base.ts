/**
 * The due-diligence document knowledge base: the data-room index the offline engine recommends from,
 * built as deal counsel would build it for an investment or acquisition. This is data, keyed by stable
 * keys: recommendations record each document's `key` and compare runs by it, so never rename or reuse a
 * key (retire a document by removing it, add a new key for a new one). Rules refer to question keys in
 * `question-catalogue.ts` and to its exact Radio option texts.
 *
 * Conventions: a document with no `includeWhen` is one every company's data room needs. `includeWhen`
 * marks documents that exist or matter only once an answer shows it (a company with debt, subsidiaries,
 * an equity plan), so an unanswered question does not add them. `excludeWhen` drops a generally needed
 * document when an answer rules it out. Priorities: high = critical for compliance or due diligence,
 * medium = important supporting evidence, low = nice to have.
 */
import type { KnowledgeDocument } from '#server/ai/offline/knowledge-base-types.ts';

const VENTURE_OR_INSTITUTIONAL = ['Series A', 'Series B', 'Series C or later', 'Private equity backed'];
const LATER_STAGE = ['Series C or later', 'Private equity backed', 'Publicly listed'];
const LARGE_REVENUE = ['10M–50M', '50M–250M', 'Over 250M'];
const HEAVY_INDUSTRY = ['Manufacturing and industrials', 'Energy and utilities'];

export const documentKnowledgeBase: KnowledgeDocument[] = [
  // Basic Company Profile
  {
    key: 'profile.company_overview',
    fileName: 'Company Overview / Information Memorandum',
    category: 'Basic Company Profile',
    description:
      'A narrative overview of the business: history, products, customers, markets and management. Gives the buyer or investor the context against which every other document in the data room is read.',
    basePriority: 'medium',
    aliases: ['Information Memorandum', 'Company Profile', 'Investor Presentation', 'Pitch Deck', 'Teaser'],
    keywords: ['overview', 'memorandum', 'company', 'profile', 'presentation', 'business'],
  },
  {
    key: 'profile.business_plan',
    fileName: 'Business Plan and Strategy',
    category: 'Basic Company Profile',
    description:
      'The board’s current plan for the business: strategy, target markets, product roadmap and milestones. Investors test the valuation case and the intended use of funds against it.',
    basePriority: 'medium',
    aliases: ['Strategic Plan', 'Strategy Document', 'Strategy Deck', 'Growth Plan'],
    keywords: ['business', 'plan', 'strategy', 'roadmap', 'milestones', 'market'],
    priorityRules: [
      {
        when: [{ question: 'profile.revenue_band', is: 'Pre-revenue' }],
        priority: 'high',
        reason: 'With no revenue yet, the plan rather than trading history carries the investment case.',
      },
    ],
  },
  {
    key: 'profile.organisation_chart',
    fileName: 'Organisation Chart',
    category: 'Basic Company Profile',
    description:
      'Chart of the management team and reporting lines across functions and locations. Shows who runs what, where key-person dependencies sit and how the team would scale.',
    basePriority: 'medium',
    aliases: ['Org Chart', 'Organogram', 'Organization Chart', 'Management Structure', 'Reporting Lines'],
    keywords: ['organisation', 'organization', 'chart', 'structure', 'reporting', 'management', 'team'],
    priorityRules: [
      {
        when: [{ question: 'hr.headcount', below: 5 }],
        priority: 'low',
        reason: 'With a handful of staff the reporting lines are self-evident.',
      },
    ],
  },
  {
    key: 'profile.management_biographies',
    fileName: 'Management Team Biographies / CVs',
    category: 'Basic Company Profile',
    description:
      'Short CVs of the founders, executives and key managers, covering experience, tenure and other roles held. Investors back people, and background checks on management start here.',
    basePriority: 'medium',
    aliases: ['Management CVs', 'Founder Bios', 'Leadership Profiles', 'Executive Biographies'],
    keywords: ['management', 'biography', 'cv', 'resume', 'founder', 'executive', 'leadership'],
  },
  {
    key: 'profile.top_customers_analysis',
    fileName: 'Top Customers and Revenue Concentration Analysis',
    category: 'Basic Company Profile',
    description:
      'Revenue by customer for the last three years, with the largest customers’ contract terms and renewal dates. Concentration and churn among top accounts are among the first commercial risks a buyer prices.',
    basePriority: 'high',
    aliases: ['Customer List', 'Revenue by Customer', 'Customer Concentration Report', 'Top 20 Customers'],
    keywords: ['customer', 'revenue', 'concentration', 'churn', 'accounts', 'top'],
    priorityRules: [
      {
        when: [{ question: 'profile.revenue_band', is: 'Pre-revenue' }],
        priority: 'low',
        reason:
          'No revenue yet, so there is no concentration to analyse; pilots and letters of intent suffice.',
      },
    ],
  },
  {
    key: 'profile.product_overview',
    fileName: 'Product and Technology Overview',
    category: 'Basic Company Profile',
    description:
      'Description of the products and services sold, the technology behind them and the product roadmap. Lets commercial and technical reviewers understand what is being bought and how it is delivered.',
    basePriority: 'medium',
    aliases: ['Product Description', 'Technology Overview', 'Product Roadmap', 'Service Catalogue'],
    keywords: ['product', 'technology', 'roadmap', 'platform', 'service', 'features'],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: 'Software and SaaS' }],
        priority: 'high',
        reason: 'The software is the core asset, so technical due diligence starts from this document.',
      },
    ],
  },
  {
    key: 'profile.kpi_report',
    fileName: 'Key Performance Indicators Report',
    category: 'Basic Company Profile',
    description:
      'Monthly trend of the metrics management runs the business on, such as ARR, net revenue retention, churn, customer acquisition cost and gross margin. Buyers reconcile it to the accounts and use it to model growth.',
    basePriority: 'medium',
    aliases: ['KPI Pack', 'KPI Dashboard', 'SaaS Metrics', 'Operating Metrics', 'ARR Bridge'],
    keywords: ['kpi', 'metrics', 'arr', 'mrr', 'churn', 'retention', 'dashboard'],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: 'Software and SaaS' }],
        priority: 'high',
        reason: 'SaaS valuations rest on ARR, retention and churn, so investors test these metrics first.',
      },
    ],
  },

  // Corp. Formation & Structure
  {
    key: 'formation.certificate_of_incorporation',
    fileName: 'Certificate of Incorporation',
    category: 'Corp. Formation & Structure',
    description:
      'The registry-issued certificate evidencing the company’s incorporation, registered number and date, with any certificates of change of name. Proves the entity exists and is the one being invested in or acquired.',
    basePriority: 'high',
    aliases: [
      'Incorporation Certificate',
      'Certificate of Formation',
      'Certificate of Registration',
      'Change of Name Certificate',
      'Escritura de Constitución',
      'Akte van oprichting',
      'Oprichtingsakte',
    ],
    keywords: ['certificate', 'incorporation', 'incorporated', 'registration', 'formation', 'registered'],
  },
  {
    key: 'formation.articles_of_association',
    fileName: 'Articles of Association / Bylaws',
    category: 'Corp. Formation & Structure',
    description:
      'The company’s current constitution as amended, including share class rights, transfer restrictions and pre-emption rights. Buyers check it for consent rights, drag and tag provisions and anything that could block the transaction.',
    basePriority: 'high',
    aliases: [
      'Bylaws',
      'Articles of Incorporation',
      'Memorandum and Articles',
      'Constitution',
      'Operating Agreement',
      'Statuts',
      'Satzung',
      'Gesellschaftsvertrag',
    ],
    keywords: ['articles', 'association', 'bylaws', 'constitution', 'memorandum', 'amended', 'restated'],
  },
  {
    key: 'formation.good_standing',
    fileName: 'Certificate of Good Standing / Registry Extract',
    category: 'Corp. Formation & Structure',
    description:
      'A current extract from the companies registry, or certificate of good standing, showing officers, filings and status. Confirms the company is active, up to date with its filings and not in dissolution.',
    basePriority: 'medium',
    aliases: [
      'Good Standing Certificate',
      'Good Standing',
      'Registry Extract',
      'Companies House Filing History',
      'Commercial Register Extract',
      'Certificate of Status',
      'Extrait Kbis',
      'Handelsregisterauszug',
      'KvK Extract',
      'Bizfile',
      'Aktueller Ausdruck',
      'Amtlicher Ausdruck',
      'Chronologischer Ausdruck',
    ],
    keywords: ['good', 'standing', 'extract', 'registry', 'filing', 'status'],
  },
  {
    key: 'formation.statutory_registers',
    fileName: 'Statutory Registers (members, directors, beneficial owners)',
    category: 'Corp. Formation & Structure',
    description:
      'The statutory books: registers of members, directors, secretaries, charges and persons with significant control or beneficial owners. Legal title to shares follows the register of members, so buyers reconcile it to the cap table.',
    basePriority: 'high',
    aliases: [
      'Statutory Books',
      'Register of Members',
      'Register of Directors',
      'PSC Register',
      'Beneficial Ownership Register',
    ],
    keywords: ['statutory', 'register', 'members', 'directors', 'beneficial', 'psc', 'books'],
  },
  {
    key: 'formation.cap_table',
    fileName: 'Capitalisation Table',
    category: 'Corp. Formation & Structure',
    description:
      'Fully diluted schedule of every share, option, warrant and convertible instrument by holder and class. The basis on which price per share, dilution and the exit waterfall are calculated.',
    basePriority: 'high',
    aliases: ['Cap Table', 'Shareholder Register', 'Share Ledger', 'Fully Diluted Cap Table', 'Stock Ledger'],
    keywords: [
      'cap',
      'table',
      'capitalisation',
      'capitalization',
      'shares',
      'diluted',
      'options',
      'shareholders',
    ],
  },
  {
    key: 'formation.shareholders_agreement',
    fileName: 'Shareholders’ Agreement',
    category: 'Corp. Formation & Structure',
    description:
      'The agreement between the shareholders and the company on governance, consent matters, share transfers, drag-along, tag-along and exit. Buyers need to know which shareholders can approve or block a deal.',
    basePriority: 'high',
    aliases: [
      'Shareholder Agreement',
      'Stockholders’ Agreement',
      'Investors’ Rights Agreement',
      'Voting Agreement',
      'SHA',
    ],
    keywords: ['shareholders', 'agreement', 'drag', 'tag', 'consent', 'investors', 'stockholders'],
    includeWhen: [
      { question: 'formation.shareholder_agreement', is: 'Yes' },
      { question: 'formation.shareholder_count', atLeast: 2 },
      { question: 'profile.funding_stage', is: VENTURE_OR_INSTITUTIONAL },
    ],
    excludeWhen: [{ question: 'formation.shareholder_agreement', is: 'No' }],
  },
  {
    key: 'formation.investment_agreements',
    fileName: 'Investment and Subscription Agreements (all funding rounds)',
    category: 'Corp. Formation & Structure',
    description:
      'Term sheets, subscription or share purchase agreements, side letters and convertible instruments (SAFEs, convertible notes, warrants) for every funding round. They carry the warranties, liquidation preferences, anti-dilution and information rights that survive into any deal.',
    basePriority: 'high',
    aliases: [
      'Subscription Agreement',
      'Investment Agreement',
      'Share Purchase Agreement',
      'Share Subscription Agreement',
      'SPA',
      'Term Sheet',
      'SAFE',
      'Convertible Note',
    ],
    keywords: ['subscription', 'investment', 'term', 'safe', 'convertible', 'round', 'preference'],
    includeWhen: [{ question: 'profile.funding_stage', isNot: 'Bootstrapped or founder-funded' }],
    priorityRules: [
      {
        when: [{ question: 'profile.funding_stage', is: 'Publicly listed' }],
        priority: 'medium',
        reason: 'For a listed company the private rounds are largely superseded by public disclosure.',
      },
    ],
  },
  {
    key: 'formation.share_issuance_records',
    fileName: 'Share Issuance and Transfer Records',
    category: 'Corp. Formation & Structure',
    description:
      'Board and shareholder approvals, allotment filings, share certificates and stock transfer forms for every issue and transfer since incorporation. Proves an unbroken chain of title for every share on the cap table.',
    basePriority: 'medium',
    aliases: [
      'Share Certificates',
      'Stock Transfer Forms',
      'Return of Allotment',
      'Stock Certificates',
      'Allotment Records',
    ],
    keywords: ['allotment', 'issuance', 'transfer', 'certificate', 'shares', 'stock', 'sh01'],
    priorityRules: [
      {
        when: [{ question: 'formation.cap_table_maintained', is: 'No' }],
        priority: 'high',
        reason: 'No maintained cap table, so ownership must be rebuilt from the issuance records.',
      },
      {
        when: [{ question: 'formation.shareholder_count', atLeast: 20 }],
        priority: 'high',
        reason: 'With many holders, every issue and transfer must be reconciled to the register.',
      },
    ],
  },
  {
    key: 'formation.group_structure_chart',
    fileName: 'Group Structure Chart',
    category: 'Corp. Formation & Structure',
    description:
      'Diagram of the parent and every subsidiary, branch and joint venture, with jurisdictions and percentage holdings. Maps which entity holds the assets, contracts, employees and IP being acquired.',
    basePriority: 'high',
    aliases: [
      'Corporate Structure Chart',
      'Group Chart',
      'Legal Entity Chart',
      'Ownership Structure Diagram',
    ],
    keywords: ['group', 'structure', 'subsidiary', 'entities', 'holding', 'chart', 'ownership'],
    includeWhen: [{ question: 'formation.has_subsidiaries', is: 'Yes' }],
  },
  {
    key: 'formation.subsidiary_constitutional_documents',
    fileName: 'Subsidiary Constitutional Documents',
    category: 'Corp. Formation & Structure',
    description:
      'Certificates of incorporation, articles or bylaws, registry extracts and share registers for each subsidiary. Confirms that the parent legally owns each subsidiary and that each is in good standing.',
    basePriority: 'medium',
    aliases: [
      'Subsidiary Articles',
      'Subsidiary Certificates of Incorporation',
      'Subsidiary Registers',
      'Group Company Documents',
    ],
    keywords: ['subsidiary', 'articles', 'incorporation', 'register', 'group', 'entity'],
    includeWhen: [{ question: 'formation.has_subsidiaries', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.operating_countries', atLeast: 3 }],
        priority: 'high',
        reason:
          'Foreign subsidiaries bring local corporate and filing requirements to verify entity by entity.',
      },
    ],
  },

  // Board Governance
  {
    key: 'board.board_minutes',
    fileName: 'Board Minutes (last 3 years)',
    category: 'Board Governance',
    description:
      'Signed minutes of every board meeting, with the directors’ written resolutions, for at least the last three years. Shows that key decisions were properly authorised and surfaces issues the board has discussed.',
    basePriority: 'high',
    aliases: [
      'Board Meeting Minutes',
      'Minutes of Directors’ Meetings',
      'Directors’ Written Resolutions',
      'Board Resolutions',
      'Board Consent',
      'Unanimous Written Consent of the Board',
    ],
    keywords: ['minutes', 'board', 'meeting', 'directors', 'resolution', 'resolved'],
  },
  {
    key: 'board.shareholder_resolutions',
    fileName: 'Shareholder Resolutions and General Meeting Minutes',
    category: 'Board Governance',
    description:
      'Minutes of general meetings and all ordinary and special shareholder resolutions, including those approving share issues and changes to the articles. Confirms the shareholder approvals required by law or the articles were obtained.',
    basePriority: 'medium',
    aliases: [
      'AGM Minutes',
      'EGM Minutes',
      'Special Resolutions',
      'Stockholder Consents',
      'Shareholder Written Resolutions',
      'Årsstämma',
    ],
    keywords: ['shareholder', 'resolution', 'general', 'meeting', 'agm', 'special', 'consent'],
  },
  {
    key: 'board.board_packs',
    fileName: 'Board Packs (last 12 months)',
    category: 'Board Governance',
    description:
      'The papers circulated to directors for recent meetings, including management reports and KPIs. Shows what the board was told and when, which buyers compare with the disclosure they receive.',
    basePriority: 'medium',
    aliases: ['Board Papers', 'Board Materials', 'Board Deck', 'Board Reports', 'Board Agenda'],
    keywords: ['board', 'pack', 'papers', 'report', 'agenda', 'meeting'],
    priorityRules: [
      {
        when: [{ question: 'board.meeting_frequency', is: ['Annually', 'Ad hoc'] }],
        priority: 'low',
        reason: 'The board meets rarely, so there are few packs to review.',
      },
    ],
  },
  {
    key: 'board.director_service_agreements',
    fileName: 'Director Service Agreements and Appointment Letters',
    category: 'Board Governance',
    description:
      'Service agreements of executive directors and appointment letters of non-executive directors, with fees, notice periods and any deeds of indemnity. Buyers check remuneration, termination costs and change-of-control entitlements.',
    basePriority: 'high',
    aliases: [
      'Director Service Contracts',
      'NED Appointment Letters',
      'Non-Executive Director Letters',
      'Deeds of Indemnity',
    ],
    keywords: ['director', 'service', 'appointment', 'letter', 'non-executive', 'indemnity', 'remuneration'],
  },
  {
    key: 'board.committee_terms_of_reference',
    fileName: 'Board Committee Terms of Reference',
    category: 'Board Governance',
    description:
      'Charters of the audit, remuneration, nomination and any other board committees, with their membership. Shows how oversight is delegated and whether audit and pay decisions are taken independently.',
    basePriority: 'low',
    aliases: [
      'Committee Charters',
      'Audit Committee Charter',
      'Remuneration Committee Terms of Reference',
      'Terms of Reference',
      'Compensation Committee Charter',
    ],
    keywords: ['committee', 'terms', 'reference', 'charter', 'audit', 'remuneration', 'nomination'],
    priorityRules: [
      {
        when: [{ question: 'profile.funding_stage', is: 'Publicly listed' }],
        priority: 'high',
        reason: 'A listed company must evidence its committees under its corporate governance code.',
      },
      {
        when: [{ question: 'board.audit_committee', is: 'Yes' }],
        priority: 'medium',
        reason: 'An audit committee exists, so its remit and membership should be documented.',
      },
      {
        when: [{ question: 'board.director_count', atLeast: 3 }],
        priority: 'medium',
        reason: 'A board of three or more usually delegates work to committees.',
      },
    ],
  },
  {
    key: 'board.reserved_matters',
    fileName: 'Schedule of Matters Reserved for the Board',
    category: 'Board Governance',
    description:
      'The board-approved list of decisions only the board (or investors) may take, such as budgets, borrowing and senior hires. Shows how control is exercised and which consents a transaction needs.',
    basePriority: 'medium',
    aliases: ['Reserved Matters', 'Matters Reserved', 'Board Reserved Matters', 'Investor Consent Matters'],
    keywords: ['reserved', 'matters', 'schedule', 'board', 'approval', 'consent'],
  },
  {
    key: 'board.delegation_of_authority',
    fileName: 'Delegation of Authority Matrix',
    category: 'Board Governance',
    description:
      'Matrix of the approval and signing limits the board delegates to executives and managers. Shows that contracts, spending and hires are approved at the right level and who could bind the company to material contracts.',
    basePriority: 'medium',
    aliases: [
      'Authority Matrix',
      'Approval Matrix',
      'Signing Authority Policy',
      'Delegated Authorities',
      'DoA Matrix',
      'Scheme of Delegation',
      'Kessai Kengen',
    ],
    keywords: ['delegation', 'authority', 'matrix', 'approval', 'signing', 'limits'],
    priorityRules: [
      {
        when: [{ question: 'hr.headcount', atLeast: 50 }],
        priority: 'high',
        reason: 'At this size, documented limits on who may commit the company are a core control.',
      },
      {
        when: [{ question: 'hr.headcount', below: 10 }],
        priority: 'low',
        reason: 'In a very small team the founders approve everything directly.',
      },
    ],
  },
  {
    key: 'board.conflicts_of_interest',
    fileName: 'Conflicts of Interest Policy and Register of Interests',
    category: 'Board Governance',
    description:
      'The policy for declaring and managing directors’ conflicts and the register of interests declared under it. Buyers look for undisclosed interests in counterparties and properly authorised conflicts.',
    basePriority: 'medium',
    aliases: [
      'Conflicts Policy',
      'Register of Directors’ Interests',
      'Declarations of Interest',
      'Conflict of Interest Register',
    ],
    keywords: ['conflict', 'interest', 'declaration', 'register', 'directors', 'policy'],
  },
  {
    key: 'board.related_party_transactions',
    fileName: 'Related-Party Transactions Schedule',
    category: 'Board Governance',
    description:
      'Schedule of all arrangements between the company and its directors, shareholders or their connected persons, with the supporting agreements. Related-party dealings can move value out of the business and often need approval or unwinding before completion.',
    basePriority: 'high',
    aliases: [
      'Related Party Transactions',
      'Connected Party Transactions',
      'Interested Party Transactions',
      'Affiliate Transactions',
    ],
    keywords: ['related', 'party', 'transactions', 'connected', 'affiliate', 'director', 'shareholder'],
  },

  // Finance
  {
    key: 'finance.audited_financial_statements',
    fileName: 'Audited Financial Statements (last 3 years)',
    category: 'Finance',
    description:
      'Annual financial statements with the independent auditor’s report for the last three financial years. The baseline for valuation, quality-of-earnings work and the financial warranties.',
    basePriority: 'high',
    aliases: ['Audited Accounts', 'Annual Report and Accounts', 'Audited Financials', 'Auditor’s Report'],
    keywords: ['audited', 'financial', 'statements', 'auditor', 'annual', 'accounts', 'report'],
    excludeWhen: [{ question: 'finance.audited_accounts', is: 'No' }],
    priorityRules: [
      {
        when: [{ question: 'finance.audited_accounts', is: 'In progress' }],
        priority: 'medium',
        reason: 'The first audit is under way, so only the audited years completed so far can be provided.',
      },
    ],
  },
  {
    key: 'finance.unaudited_annual_accounts',
    fileName: 'Annual Accounts as Filed (unaudited, last 3 years)',
    category: 'Finance',
    description:
      'The unaudited annual accounts prepared by the company’s accountants and filed with the registry for the last three years. Where there is no audit they are the only formal year-end record of results.',
    basePriority: 'medium',
    aliases: ['Filed Accounts', 'Unaudited Accounts', 'Compiled Financial Statements', 'Statutory Accounts'],
    keywords: ['annual', 'accounts', 'unaudited', 'filed', 'financial', 'statements', 'compiled'],
    includeWhen: [{ question: 'finance.audited_accounts', is: ['No', 'In progress'] }],
    priorityRules: [
      {
        when: [{ question: 'finance.audited_accounts', is: 'No' }],
        priority: 'high',
        reason: 'Without an audit, the filed accounts are the only year-end financial statements.',
      },
    ],
  },
  {
    key: 'finance.management_accounts',
    fileName: 'Management Accounts (current year)',
    category: 'Finance',
    description:
      'Monthly or quarterly profit and loss, balance sheet and cash flow for the current financial year, with commentary. Shows trading since the last year end and underpins any price adjustment at completion.',
    basePriority: 'medium',
    aliases: [
      'Monthly Accounts',
      'Management Reporting Pack',
      'Management Pack',
      'MI Pack',
      'Year-to-date Financials',
    ],
    keywords: ['management', 'accounts', 'monthly', 'ytd', 'profit', 'loss', 'cash', 'balance'],
    priorityRules: [
      {
        when: [{ question: 'finance.audited_accounts', is: 'No' }],
        priority: 'high',
        reason: 'With no audited accounts, management accounts are the primary evidence of trading.',
      },
    ],
  },
  {
    key: 'finance.auditor_letters',
    fileName: 'Auditor Engagement and Management Letters',
    category: 'Finance',
    description:
      'The auditor’s engagement letter and the post-audit management letters reporting control weaknesses and adjustments. Buyers use them to find accounting issues and to check whether they were fixed.',
    basePriority: 'medium',
    aliases: [
      'Management Letter',
      'Engagement Letter',
      'Letter of Recommendations',
      'Internal Control Letter',
    ],
    keywords: ['auditor', 'management', 'letter', 'engagement', 'control', 'findings'],
    includeWhen: [{ question: 'finance.audited_accounts', is: ['Yes', 'In progress'] }],
  },
  {
    key: 'finance.budget',
    fileName: 'Current Year Budget',
    category: 'Finance',
    description:
      'The board-approved budget for the current financial year, with actual performance to date against it. Shows whether management forecasts reliably and what the board has committed to.',
    basePriority: 'medium',
    aliases: ['Annual Budget', 'Operating Budget', 'Budget vs Actual', 'Board-approved Budget'],
    keywords: ['budget', 'actual', 'variance', 'forecast', 'approved', 'plan'],
  },
  {
    key: 'finance.financial_model',
    fileName: 'Financial Forecast and Model (3–5 years)',
    category: 'Finance',
    description:
      'The integrated projections of revenue, costs, cash and headcount, with the assumptions behind them. The starting point for valuation and for testing how much funding the business needs.',
    basePriority: 'high',
    aliases: ['Financial Projections', 'Forecast Model', 'Three-Statement Model', 'Long-term Plan'],
    keywords: ['forecast', 'model', 'projections', 'assumptions', 'cash', 'revenue', 'valuation'],
  },
  {
    key: 'finance.revenue_recognition',
    fileName: 'Revenue Recognition Policy and Analysis',
    category: 'Finance',
    description:
      'The accounting policy for recognising revenue (for example under IFRS 15 or ASC 606) with an analysis of deferred and accrued revenue. Buyers test that reported revenue is real and recognised in the right period.',
    basePriority: 'medium',
    aliases: ['Revenue Policy', 'IFRS 15 Memo', 'ASC 606 Analysis', 'Deferred Revenue Schedule'],
    keywords: ['revenue', 'recognition', 'deferred', 'accrued', 'ifrs', 'asc', '606'],
    priorityRules: [
      {
        when: [{ question: 'profile.revenue_band', is: 'Pre-revenue' }],
        priority: 'low',
        reason: 'No revenue yet, so there are few recognition judgements to review.',
      },
      {
        when: [{ question: 'profile.revenue_band', is: LARGE_REVENUE }],
        priority: 'high',
        reason: 'At this scale revenue timing judgements materially affect reported earnings and valuation.',
      },
    ],
  },
  {
    key: 'finance.loan_agreements',
    fileName: 'Loan and Facility Agreements',
    category: 'Finance',
    description:
      'Every loan, credit facility, venture debt, convertible loan and shareholder loan agreement, with amendments and a schedule of amounts outstanding. Debt is usually repaid or refinanced on a deal, and change-of-control clauses and covenants can trigger early repayment.',
    basePriority: 'high',
    aliases: [
      'Facility Agreement',
      'Credit Agreement',
      'Loan Note',
      'Venture Debt Agreement',
      'Debt Schedule',
      'Term Facility',
      'Facility Letter',
    ],
    keywords: ['loan', 'facility', 'credit', 'borrowing', 'lender', 'debt', 'repayment', 'covenant'],
    includeWhen: [{ question: 'finance.has_debt', is: 'Yes' }],
  },
  {
    key: 'finance.security_documents',
    fileName: 'Security and Charge Documents',
    category: 'Finance',
    description:
      'Debentures, charges, pledges, guarantees and registry filings securing the company’s borrowings, with any releases. Shows which assets are encumbered and what must be released at completion.',
    basePriority: 'high',
    aliases: ['Debenture', 'Charge Register', 'Security Agreement', 'Guarantees', 'UCC Filings'],
    keywords: ['security', 'charge', 'debenture', 'guarantee', 'pledge', 'mortgage', 'release'],
    includeWhen: [{ question: 'finance.has_debt', is: 'Yes' }],
  },
  {
    key: 'finance.corporate_tax_returns',
    fileName: 'Corporate Tax Returns and Computations (last 3 years)',
    category: 'Finance',
    description:
      'Corporate income tax returns, computations and evidence of payment for the last three years. Historic tax exposure stays with the company, so buyers review it closely and seek indemnities.',
    basePriority: 'high',
    aliases: ['Corporation Tax Returns', 'CT600', 'Form 1120', 'Tax Computations'],
    keywords: ['tax', 'return', 'corporation', 'income', 'computation', 'ct600', '1120'],
  },
  {
    key: 'finance.indirect_and_payroll_tax_returns',
    fileName: 'VAT / Sales Tax and Payroll Tax Returns (last 3 years)',
    category: 'Finance',
    description:
      'VAT or sales tax returns and payroll tax filings (PAYE or equivalent) for the last three years, with reconciliations to the ledgers. Indirect and employment tax errors are common and accumulate interest and penalties.',
    basePriority: 'medium',
    aliases: ['VAT Returns', 'Sales Tax Returns', 'GST Returns', 'PAYE Filings', 'Payroll Tax Reports'],
    keywords: ['vat', 'sales', 'tax', 'payroll', 'paye', 'gst', 'returns'],
    priorityRules: [
      {
        when: [{ question: 'finance.tax_filings_current', is: 'No' }],
        priority: 'high',
        reason: 'Filings are reported as not up to date, so the exposure will be quantified and priced.',
      },
    ],
  },
  {
    key: 'finance.tax_authority_correspondence',
    fileName: 'Tax Authority Correspondence, Audits and Rulings',
    category: 'Finance',
    description:
      'Correspondence with tax authorities for the last six years, including enquiries, audits, assessments, rulings and clearances. Reveals open disputes and agreed positions that bind the company going forward.',
    basePriority: 'low',
    aliases: [
      'Tax Audit Correspondence',
      'Tax Enquiry Letters',
      'Tax Rulings',
      'HMRC Correspondence',
      'IRS Notices',
      'Tax Review Letter',
      'CRA Correspondence',
    ],
    keywords: ['tax', 'authority', 'enquiry', 'audit', 'assessment', 'ruling', 'correspondence'],
    priorityRules: [
      {
        when: [{ question: 'finance.tax_enquiries', is: 'Yes' }],
        priority: 'high',
        reason:
          'An open tax audit or dispute is a live liability the buyer will want quantified and indemnified.',
      },
      {
        when: [{ question: 'finance.tax_filings_current', is: 'No' }],
        priority: 'medium',
        reason: 'Late filings often lead to penalty notices and enquiries.',
      },
    ],
  },
  {
    key: 'finance.transfer_pricing',
    fileName: 'Transfer Pricing Documentation and Intercompany Agreements',
    category: 'Finance',
    description:
      'The transfer pricing policy, master and local files and the intercompany agreements for services, IP and financing within the group. Shows that profits are allocated between group companies on arm’s-length terms.',
    basePriority: 'medium',
    aliases: [
      'Transfer Pricing Policy',
      'Transfer Pricing Report',
      'Master File',
      'Local File',
      'Intercompany Agreements',
      'Intra-group Agreements',
      'ICA',
    ],
    keywords: ['transfer', 'pricing', 'intercompany', 'intragroup', 'group', 'benchmarking'],
    includeWhen: [{ question: 'formation.has_subsidiaries', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.operating_countries', atLeast: 2 }],
        priority: 'high',
        reason: 'Cross-border intra-group trading is a common source of tax adjustments and double taxation.',
      },
    ],
  },

  // HR
  {
    key: 'hr.employee_census',
    fileName: 'Employee Census',
    category: 'HR',
    description:
      'Anonymised list of all employees with role, location, start date, salary, bonus, notice period and contract type. The basis for assessing payroll cost, key-person dependency and employment liabilities.',
    basePriority: 'high',
    aliases: [
      'Employee List',
      'Staff List',
      'Staff Schedule',
      'Employee Roster',
      'Headcount',
      'Headcount Report',
      'HR Census',
      'People Export',
      'HRIS Export',
    ],
    keywords: ['employee', 'census', 'salary', 'headcount', 'staff', 'role', 'notice'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
  },
  {
    key: 'hr.employment_contract_templates',
    fileName: 'Standard Employment Contract Templates',
    category: 'HR',
    description:
      'The standard forms of employment contract and offer letter used for each category and country of staff. Buyers check notice periods, restrictive covenants, confidentiality and IP clauses across the workforce.',
    basePriority: 'medium',
    aliases: [
      'Employment Agreement Template',
      'Offer Letter Template',
      'Contract of Employment',
      'Standard Terms of Employment',
    ],
    keywords: ['employment', 'contract', 'template', 'offer', 'letter', 'employee', 'terms'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
    priorityRules: [
      {
        when: [{ question: 'hr.written_contracts', is: 'No' }],
        priority: 'high',
        reason: 'Not every employee has a signed contract, so the templates and the gaps will be examined.',
      },
      {
        when: [{ question: 'hr.headcount', atLeast: 50 }],
        priority: 'high',
        reason: 'With a workforce of this size, contract terms drive material employment liabilities.',
      },
    ],
  },
  {
    key: 'hr.key_employee_contracts',
    fileName: 'Senior Management and Key Employee Contracts',
    category: 'HR',
    description:
      'Signed contracts of senior managers and other key employees, including bonus, change-of-control, severance and restrictive covenant terms. Retention and termination costs for these people feed directly into the deal terms.',
    basePriority: 'medium',
    aliases: [
      'Executive Employment Agreements',
      'Key Employee Agreements',
      'Senior Management Contracts',
      'Severance Agreements',
    ],
    keywords: ['executive', 'senior', 'key', 'employment', 'agreement', 'severance', 'retention'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
    priorityRules: [
      {
        when: [{ question: 'hr.key_people_count', atLeast: 1 }],
        priority: 'high',
        reason:
          'The business depends on named individuals, so their retention and notice terms are critical.',
      },
    ],
  },
  {
    key: 'hr.employee_handbook',
    fileName: 'Employee Handbook',
    category: 'HR',
    description:
      'The handbook of workplace policies and procedures issued to employees. Shows that the policies employment law requires are in place and applied consistently.',
    basePriority: 'medium',
    aliases: [
      'Staff Handbook',
      'Employee Manual',
      'Company Handbook',
      'Workplace Policies',
      'People Guide',
      'Employee Guide',
    ],
    keywords: ['handbook', 'employee', 'staff', 'policies', 'manual', 'workplace'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
    priorityRules: [
      {
        when: [{ question: 'hr.headcount', atLeast: 50 }],
        priority: 'high',
        reason: 'With 50 or more staff, documented workplace policies are a core compliance control.',
      },
    ],
  },
  {
    key: 'hr.hr_policies',
    fileName: 'HR Policies (disciplinary, grievance, leave, anti-harassment)',
    category: 'HR',
    description:
      'Stand-alone HR policies not covered by the handbook, such as disciplinary, grievance, family leave, anti-harassment and remote working. Buyers check they meet legal minimums and reduce the risk of employment claims.',
    basePriority: 'medium',
    aliases: [
      'People Policies',
      'Disciplinary Policy',
      'Grievance Procedure',
      'Anti-Harassment Policy',
      'Leave Policy',
    ],
    keywords: ['policy', 'disciplinary', 'grievance', 'leave', 'harassment', 'absence'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
    priorityRules: [
      {
        when: [{ question: 'hr.headcount', atLeast: 50 }],
        priority: 'high',
        reason: 'With 50 or more staff, documented HR policies are expected and claims risk rises.',
      },
    ],
  },
  {
    key: 'hr.contractor_agreements',
    fileName: 'Contractor and Consultant Agreements',
    category: 'HR',
    description:
      'Agreements with the individual contractors, freelancers and consultants engaged on an ongoing basis. Buyers check IP assignment, confidentiality and termination terms and whether any engagement looks like disguised employment.',
    basePriority: 'medium',
    aliases: [
      'Consultancy Agreements',
      'Freelancer Agreements',
      'Independent Contractor Agreements',
      'Statements of Work',
    ],
    keywords: ['contractor', 'consultant', 'consultancy', 'freelance', 'services', 'agreement'],
    includeWhen: [{ question: 'hr.contractor_count', atLeast: 1 }],
    priorityRules: [
      {
        when: [{ question: 'hr.contractor_count', atLeast: 10 }],
        priority: 'high',
        reason:
          'Heavy reliance on contractors makes their terms and IP clauses central to the workforce review.',
      },
    ],
  },
  {
    key: 'hr.contractor_status_assessments',
    fileName: 'Contractor Employment Status Assessments',
    category: 'HR',
    description:
      'Assessments of whether each contractor is genuinely self-employed for employment and tax purposes, such as IR35 status determinations or US worker classification analyses. Misclassification creates back-tax, penalty and employment-rights exposure that stays with the company.',
    basePriority: 'medium',
    aliases: [
      'IR35 Status Determinations',
      'Worker Classification Analysis',
      'Employment Status Review',
      'Contractor Classification Memo',
    ],
    keywords: ['ir35', 'status', 'classification', 'contractor', 'determination', 'self-employed'],
    includeWhen: [{ question: 'hr.contractor_count', atLeast: 1 }],
    priorityRules: [
      {
        when: [{ question: 'hr.contractor_status_reviewed', is: 'No' }],
        priority: 'high',
        reason: 'Contractor status has not been assessed, leaving misclassification exposure unquantified.',
      },
      {
        when: [{ question: 'hr.contractor_count', atLeast: 10 }],
        priority: 'high',
        reason: 'With many contractors, misclassification exposure can be material.',
      },
    ],
  },
  {
    key: 'hr.equity_plan',
    fileName: 'Equity Incentive Plan Rules and Grant Register',
    category: 'HR',
    description:
      'The rules of the share option, RSU or other equity plan, the board approvals, template grant agreements and a register of every grant with vesting and exercise terms. Buyers need to know what happens to awards on a sale and that every grant was validly made.',
    basePriority: 'high',
    aliases: [
      'Share Option Plan',
      'Stock Option Plan',
      'EMI Scheme Rules',
      'Option Grant Register',
      'ESOP',
      'Share Option Agreement',
      'EMI Option Agreement',
    ],
    keywords: ['option', 'equity', 'incentive', 'plan', 'vesting', 'grant', 'esop', 'rsu'],
    includeWhen: [{ question: 'hr.equity_plan', is: 'Yes' }],
  },
  {
    key: 'hr.option_valuations',
    fileName: 'Share Option Valuations (409A / EMI)',
    category: 'HR',
    description:
      'Independent or tax-authority-agreed valuations supporting option exercise prices, such as US 409A reports or UK EMI valuations agreed with HMRC. Options granted below market value create tax charges for holders and the company.',
    basePriority: 'medium',
    aliases: ['409A Valuation', 'EMI Valuation', 'HMRC Valuation Agreement', 'Fair Market Value Report'],
    keywords: ['409a', 'emi', 'valuation', 'fair', 'market', 'option', 'hmrc'],
    includeWhen: [{ question: 'hr.equity_plan', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.legal_form', is: ['Corporation (C-Corp)', 'Corporation (S-Corp)'] }],
        priority: 'high',
        reason:
          'US options priced without a current 409A valuation expose holders to immediate tax and penalties.',
      },
    ],
  },
  {
    key: 'hr.pension_benefits',
    fileName: 'Pension and Employee Benefits Documents',
    category: 'HR',
    description:
      'Pension scheme documents, auto-enrolment or 401(k) records, health insurance and other benefit plans with their costs. Unfunded pension promises and benefit obligations are liabilities the buyer inherits.',
    basePriority: 'medium',
    aliases: [
      'Pension Scheme Documents',
      'Benefits Summary',
      '401(k) Plan Documents',
      'Auto-enrolment Records',
    ],
    keywords: ['pension', 'benefits', '401k', 'retirement', 'health', 'enrolment'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
  },
  {
    key: 'hr.employment_disputes',
    fileName: 'Employment Claims and Disputes Schedule',
    category: 'HR',
    description:
      'Schedule of open and threatened employee claims, grievances and tribunal proceedings, with the correspondence and any settlement agreements. Quantifies employment liabilities that may need specific indemnities.',
    basePriority: 'high',
    aliases: [
      'Employment Litigation Schedule',
      'Tribunal Claims',
      'Grievance Log',
      'Employee Settlement Agreements',
    ],
    keywords: ['employment', 'claim', 'tribunal', 'grievance', 'dispute', 'settlement'],
    includeWhen: [{ question: 'hr.employment_disputes', is: 'Yes' }],
  },

  // Regulatory & Legal Compliance
  {
    key: 'legal.material_contracts_schedule',
    fileName: 'Material Contracts Schedule',
    category: 'Regulatory & Legal Compliance',
    description:
      'Schedule of every contract the business depends on, with counterparty, value, term, renewal, exclusivity and change-of-control terms. The index from which buyers choose which agreements to review in full.',
    basePriority: 'high',
    aliases: [
      'Schedule of Material Contracts',
      'Key Contracts List',
      'Contract Register',
      'Commercial Contracts Schedule',
    ],
    keywords: ['material', 'contracts', 'schedule', 'register', 'counterparty', 'term'],
  },
  {
    key: 'legal.material_contracts',
    fileName: 'Material Customer and Supplier Contracts',
    category: 'Regulatory & Legal Compliance',
    description:
      'Signed copies of the material customer, supplier, distribution and partnership agreements, with amendments. Reviewed for exclusivity, liability caps, termination rights and assignment restrictions that affect the value of the business.',
    basePriority: 'high',
    aliases: [
      'Key Customer Contracts',
      'Supplier Agreements',
      'Commercial Agreements',
      'Master Services Agreements',
      'Partnership Agreements',
    ],
    keywords: ['agreement', 'contract', 'customer', 'supplier', 'master', 'services', 'msa'],
    excludeWhen: [{ question: 'legal.material_contracts_count', below: 1 }],
  },
  {
    key: 'legal.change_of_control_review',
    fileName: 'Change-of-Control Clause Review',
    category: 'Regulatory & Legal Compliance',
    description:
      'Analysis of the material contracts containing change-of-control, assignment or termination-on-sale provisions, with the consents needed. Identifies which revenue is at risk when ownership changes.',
    basePriority: 'medium',
    aliases: [
      'Change of Control Analysis',
      'Consents Schedule',
      'Assignment Clause Review',
      'Third-Party Consents List',
    ],
    keywords: ['change', 'control', 'consent', 'assignment', 'termination', 'review'],
    priorityRules: [
      {
        when: [{ question: 'legal.change_of_control_clauses', is: ['Yes', 'Not yet reviewed'] }],
        priority: 'high',
        reason:
          'Contracts with change-of-control terms, or not yet checked for them, may need consent before completion.',
      },
      {
        when: [{ question: 'legal.change_of_control_clauses', is: 'No' }],
        priority: 'low',
        reason:
          'The company reports no change-of-control provisions, so the review only needs to confirm it.',
      },
    ],
  },
  {
    key: 'legal.standard_terms',
    fileName: 'Standard Customer Terms and Conditions',
    category: 'Regulatory & Legal Compliance',
    description:
      'The standard terms of sale or subscription, end-user licence, service levels and online terms of use. Shows the liability, warranty and data terms the company typically accepts across its customer base.',
    basePriority: 'medium',
    aliases: [
      'Terms of Service',
      'Terms and Conditions',
      'Subscription Agreement Template',
      'EULA',
      'Website Terms of Use',
      'Terms of Sale',
      'General Terms and Conditions of Sale',
      'AGB',
    ],
    keywords: ['terms', 'conditions', 'service', 'subscription', 'eula', 'sla', 'customer'],
    priorityRules: [
      {
        when: [{ question: 'profile.revenue_band', is: 'Pre-revenue' }],
        priority: 'low',
        reason: 'No paying customers yet, so the standard terms have had little use.',
      },
    ],
  },
  {
    key: 'legal.regulatory_licences',
    fileName: 'Regulatory Licences and Permits',
    category: 'Regulatory & Legal Compliance',
    description:
      'Copies of every licence, authorisation, permit and registration held, with conditions and renewal dates. Buyers must confirm the business can lawfully operate and whether the licences survive a change of control.',
    basePriority: 'high',
    aliases: [
      'Licences and Authorisations',
      'Operating Permits',
      'Regulatory Authorisations',
      'Regulatory Registrations',
      'Premises Licence',
      'Operating Licence',
    ],
    keywords: ['licence', 'license', 'permit', 'authorisation', 'authorization', 'regulator', 'registration'],
    includeWhen: [{ question: 'legal.regulated_activities', is: 'Yes' }],
  },
  {
    key: 'legal.regulatory_correspondence',
    fileName: 'Regulatory Correspondence and Filings',
    category: 'Regulatory & Legal Compliance',
    description:
      'Correspondence with regulators, periodic regulatory returns, inspection reports and any warnings, fines or enforcement notices with the remediation taken. Reveals compliance failings and regulator concerns that could affect a licence or the price.',
    basePriority: 'high',
    aliases: [
      'Regulator Correspondence',
      'Regulatory Returns',
      'Enforcement Notices',
      'Inspection Reports',
      'Warning Letters',
    ],
    keywords: [
      'regulator',
      'regulatory',
      'correspondence',
      'inspection',
      'enforcement',
      'notice',
      'returns',
      'fine',
    ],
    includeWhen: [
      { question: 'legal.regulated_activities', is: 'Yes' },
      { question: 'legal.regulatory_sanctions', is: 'Yes' },
    ],
  },
  {
    key: 'legal.compliance_manual',
    fileName: 'Compliance Manual and Monitoring Reports',
    category: 'Regulatory & Legal Compliance',
    description:
      'The compliance manual, including anti-money-laundering and sanctions procedures where relevant, and the compliance officer’s monitoring reports to the board. Shows that regulatory obligations are actively managed rather than assumed.',
    basePriority: 'medium',
    aliases: ['Compliance Framework', 'Compliance Monitoring Programme', 'AML Policy', 'Compliance Reports'],
    keywords: ['compliance', 'manual', 'monitoring', 'aml', 'sanctions', 'procedures'],
    includeWhen: [{ question: 'legal.regulated_activities', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: 'Financial services' }],
        priority: 'high',
        reason:
          'Financial regulators expect a documented compliance framework, including AML and sanctions controls.',
      },
      {
        when: [{ question: 'legal.regulatory_sanctions', is: 'Yes' }],
        priority: 'high',
        reason: 'After regulatory action, buyers need evidence that the compliance framework was fixed.',
      },
    ],
  },
  {
    key: 'legal.litigation_schedule',
    fileName: 'Litigation Schedule',
    category: 'Regulatory & Legal Compliance',
    description:
      'Schedule of current, pending, threatened and recent (last five years) litigation, arbitration and regulatory proceedings, or a nil return. Lets the buyer size contingent liabilities and decide on specific indemnities.',
    basePriority: 'medium',
    aliases: ['Schedule of Litigation', 'Disputes Schedule', 'Claims Register', 'Litigation Summary'],
    keywords: ['litigation', 'dispute', 'claim', 'arbitration', 'proceedings', 'schedule'],
    priorityRules: [
      {
        when: [{ question: 'legal.pending_litigation', is: 'Yes' }],
        priority: 'high',
        reason:
          'Pending or threatened proceedings are a contingent liability the buyer will price or ring-fence.',
      },
    ],
  },
  {
    key: 'legal.litigation_pleadings',
    fileName: 'Pleadings and Counsel’s Assessments for Pending Claims',
    category: 'Regulatory & Legal Compliance',
    description:
      'Claim forms, pleadings, key correspondence and external counsel’s assessment of merits and likely exposure for each live matter. Needed to evaluate the outcome, costs and insurance cover of the proceedings.',
    basePriority: 'high',
    aliases: ['Pleadings', 'Claim Form', 'Statement of Claim', 'Litigation Opinion', 'Counsel’s Opinion'],
    keywords: ['pleadings', 'claim', 'court', 'counsel', 'opinion', 'defence', 'exposure'],
    includeWhen: [{ question: 'legal.pending_litigation', is: 'Yes' }],
  },
  {
    key: 'legal.anti_bribery_policy',
    fileName: 'Anti-Bribery and Corruption Policy',
    category: 'Regulatory & Legal Compliance',
    description:
      'The anti-bribery and corruption policy with the gifts and hospitality register and training records. Evidences adequate procedures under laws such as the UK Bribery Act and the US FCPA, liability under which a buyer can inherit.',
    basePriority: 'medium',
    aliases: [
      'ABC Policy',
      'Anti-Corruption Policy',
      'Gifts and Hospitality Policy',
      'FCPA Compliance Policy',
    ],
    keywords: ['bribery', 'corruption', 'gifts', 'hospitality', 'fcpa', 'policy'],
    priorityRules: [
      {
        when: [{ question: 'profile.operating_countries', atLeast: 3 }],
        priority: 'high',
        reason:
          'Operating across several jurisdictions raises bribery exposure and the need for adequate procedures.',
      },
    ],
  },
  {
    key: 'legal.property_leases',
    fileName: 'Property Leases and Real Estate Schedule',
    category: 'Regulatory & Legal Compliance',
    description:
      'Schedule of properties owned or occupied, with the leases, licences to occupy and key terms such as rent, break dates and assignment provisions. Shows occupancy costs and whether landlords must consent to the transaction.',
    basePriority: 'medium',
    aliases: ['Lease', 'Lease Agreements', 'Property Schedule', 'Office Lease', 'Licence to Occupy'],
    keywords: ['lease', 'property', 'premises', 'landlord', 'rent', 'office', 'tenancy'],
  },
  {
    key: 'legal.health_and_safety',
    fileName: 'Health and Safety Policy and Risk Assessments',
    category: 'Regulatory & Legal Compliance',
    description:
      'The health and safety policy, risk assessments, accident records and any enforcement correspondence. Breaches carry criminal liability and can halt operations.',
    basePriority: 'medium',
    aliases: [
      'H&S Policy',
      'Health & Safety Manual',
      'Accident Book',
      'OSHA Records',
      'Safe Work Method Statement',
      'SWMS',
      'Risk Assessment and Method Statement',
      'RAMS',
      'HIRA',
      'Hazard Identification and Risk Assessment',
    ],
    keywords: ['health', 'safety', 'risk', 'assessment', 'accident', 'osha', 'hse'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
    priorityRules: [
      {
        when: [
          {
            question: 'profile.industry_sector',
            is: [...HEAVY_INDUSTRY, 'Healthcare and life sciences'],
          },
        ],
        priority: 'high',
        reason:
          'Operational and site risks in this sector make health and safety a critical compliance area.',
      },
    ],
  },

  // Data Security & IT
  {
    key: 'security.information_security_policy',
    fileName: 'Information Security Policy',
    category: 'Data Security & IT',
    description:
      'The board-approved policy and supporting standards governing how information and systems are protected. The anchor of the security review; its absence is a red flag for any technology-dependent business.',
    basePriority: 'high',
    aliases: ['InfoSec Policy', 'IT Security Policy', 'ISMS Policy', 'Cyber Security Policy'],
    keywords: ['information', 'security', 'policy', 'isms', 'infosec', 'controls'],
  },
  {
    key: 'security.privacy_policy',
    fileName: 'Privacy Policy',
    category: 'Data Security & IT',
    description:
      'The public and employee privacy notices describing what personal data is collected, why and on what legal basis. Regulators and buyers check them against the processing actually carried out.',
    basePriority: 'medium',
    aliases: ['Privacy Notice', 'Data Protection Policy', 'Privacy Statement', 'GDPR Privacy Notice'],
    keywords: ['privacy', 'notice', 'personal', 'data', 'gdpr', 'protection'],
    priorityRules: [
      {
        when: [{ question: 'security.personal_data', is: 'Yes' }],
        priority: 'high',
        reason: 'The company processes personal data, so its privacy notices must be accurate and compliant.',
      },
      {
        when: [{ question: 'security.personal_data', is: 'No' }],
        priority: 'low',
        reason: 'Only staff data is processed, so an internal privacy notice is all that is expected.',
      },
    ],
  },
  {
    key: 'security.dpa_register',
    fileName: 'Data Processing Agreement Register',
    category: 'Data Security & IT',
    description:
      'Register of data processing agreements with processors and sub-processors, and with customers for whom the company acts as processor, with copies. Shows that personal data shared with third parties is covered by the terms data protection law requires.',
    basePriority: 'high',
    aliases: ['DPA Register', 'Data Processing Agreements', 'Sub-processor List', 'Processor Agreements'],
    keywords: ['dpa', 'processing', 'processor', 'subprocessor', 'agreement', 'gdpr'],
    includeWhen: [{ question: 'security.personal_data', is: 'Yes' }],
  },
  {
    key: 'security.record_of_processing',
    fileName: 'Record of Processing Activities',
    category: 'Data Security & IT',
    description:
      'The record required by Article 30 GDPR (or equivalent law) of each processing activity, with its purpose, data categories, recipients, transfers and retention. The first document a regulator asks for and the map for the buyer’s privacy review.',
    basePriority: 'high',
    aliases: [
      'ROPA',
      'Article 30 Record',
      'Article 30 Register',
      'Data Inventory',
      'Data Map',
      'Processing Register',
      'Registro de Actividades de Tratamiento',
    ],
    keywords: ['ropa', 'processing', 'activities', 'article', 'record', 'retention', 'inventory'],
    includeWhen: [{ question: 'security.personal_data', is: 'Yes' }],
  },
  {
    key: 'security.dpia',
    fileName: 'Data Protection Impact Assessments',
    category: 'Data Security & IT',
    description:
      'Impact assessments for high-risk processing such as health data, profiling, monitoring or new technologies. Evidences privacy by design and identifies the residual risks the buyer takes on.',
    basePriority: 'medium',
    aliases: ['DPIA', 'Privacy Impact Assessment', 'PIA', 'Legitimate Interests Assessment'],
    keywords: ['dpia', 'impact', 'assessment', 'privacy', 'risk', 'processing'],
    includeWhen: [{ question: 'security.personal_data', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: 'Healthcare and life sciences' }],
        priority: 'high',
        reason: 'Health data is special-category data, so high-risk processing must be assessed.',
      },
    ],
  },
  {
    key: 'security.international_transfers',
    fileName: 'International Data Transfer Safeguards (SCCs and TIAs)',
    category: 'Data Security & IT',
    description:
      'Standard contractual clauses, transfer impact assessments and other safeguards for personal data sent outside its home jurisdiction. Unlawful transfers are a frequent source of regulatory fines.',
    basePriority: 'medium',
    aliases: [
      'Standard Contractual Clauses',
      'SCCs',
      'Transfer Impact Assessment',
      'International Data Transfer Agreement',
    ],
    keywords: ['transfer', 'scc', 'contractual', 'clauses', 'international', 'tia', 'adequacy'],
    includeWhen: [{ question: 'security.personal_data', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.operating_countries', atLeast: 2 }],
        priority: 'high',
        reason: 'With operations in several countries, personal data almost certainly crosses borders.',
      },
    ],
  },
  {
    key: 'security.certification',
    fileName: 'ISO 27001 Certificate / SOC 2 Report',
    category: 'Data Security & IT',
    description:
      'The current ISO 27001 certificate with its statement of applicability, the latest SOC 2 report, or another security certification, with the auditor’s findings. Independent assurance that security controls are designed and operating, which many customers require.',
    basePriority: 'high',
    aliases: [
      'ISO 27001 Certificate',
      'SOC 2 Type II Report',
      'Cyber Essentials Certificate',
      'Statement of Applicability',
      'Security Attestation Report',
    ],
    keywords: ['iso', '27001', 'soc', 'certificate', 'audit', 'assurance', 'attestation'],
    excludeWhen: [{ question: 'security.certifications', is: ['None', 'In progress'] }],
    priorityRules: [
      {
        when: [{ question: 'security.certifications', is: 'Cyber Essentials' }],
        priority: 'medium',
        reason: 'Cyber Essentials is a baseline scheme, narrower in scope than ISO 27001 or SOC 2.',
      },
    ],
  },
  {
    key: 'security.certification_readiness',
    fileName: 'Security Certification Readiness / Gap Assessment',
    category: 'Data Security & IT',
    description:
      'The readiness or gap assessment and remediation plan for the ISO 27001 or SOC 2 certification under way, with target dates. Shows how far the company is from independent assurance and what remains to be done.',
    basePriority: 'medium',
    aliases: ['Gap Analysis', 'Readiness Assessment', 'Certification Roadmap', 'SOC 2 Readiness Report'],
    keywords: ['gap', 'readiness', 'assessment', 'remediation', 'certification', 'roadmap'],
    includeWhen: [{ question: 'security.certifications', is: 'In progress' }],
  },
  {
    key: 'security.penetration_test',
    fileName: 'Latest Penetration Test Report',
    category: 'Data Security & IT',
    description:
      'The most recent independent penetration test report with findings, severity ratings and remediation status. Gives buyers objective evidence of the attack surface and whether critical issues were fixed.',
    basePriority: 'high',
    aliases: ['Pen Test Report', 'Penetration Testing Results', 'Security Test Report', 'Retest Report'],
    keywords: ['penetration', 'pentest', 'test', 'vulnerability', 'findings', 'remediation'],
  },
  {
    key: 'security.incident_response_plan',
    fileName: 'Incident Response Plan',
    category: 'Data Security & IT',
    description:
      'The documented procedure for detecting, escalating, containing and reporting security incidents and personal data breaches, with notification timelines. Buyers check the company can meet regulatory breach-notification deadlines.',
    basePriority: 'high',
    aliases: [
      'IR Plan',
      'Security Incident Response Procedure',
      'Data Breach Response Plan',
      'Breach Notification Procedure',
      'Incident Handling Procedure',
      'Incident Management Plan',
    ],
    keywords: ['incident', 'response', 'breach', 'escalation', 'notification', 'containment'],
  },
  {
    key: 'security.incident_log',
    fileName: 'Security Incident and Data Breach Log',
    category: 'Data Security & IT',
    description:
      'Log of security incidents and personal data breaches for the last three years, with regulator and customer notifications and post-incident reviews. Shows how incidents were handled and whether any liability or regulatory action remains open.',
    basePriority: 'medium',
    aliases: ['Breach Register', 'Incident Register', 'Post-Incident Reviews', 'Breach Notifications'],
    keywords: ['incident', 'breach', 'log', 'register', 'notification', 'root', 'cause'],
    priorityRules: [
      {
        when: [{ question: 'security.reportable_breaches', is: 'Yes' }],
        priority: 'high',
        reason:
          'A reportable breach occurred, so the notifications, root cause and remediation will be reviewed.',
      },
    ],
  },
  {
    key: 'security.access_control_policy',
    fileName: 'Access Control and Authentication Policy',
    category: 'Data Security & IT',
    description:
      'The policy and procedures for granting, reviewing and revoking access, managing privileged accounts and enforcing multi-factor authentication. Weak access control is behind most account-takeover incidents.',
    basePriority: 'medium',
    aliases: [
      'Access Management Policy',
      'Identity and Access Management Policy',
      'MFA Policy',
      'User Access Reviews',
    ],
    keywords: ['access', 'control', 'authentication', 'mfa', 'privileged', 'identity'],
    priorityRules: [
      {
        when: [{ question: 'security.mfa_enforced', is: ['No', 'Partially'] }],
        priority: 'high',
        reason: 'MFA is not enforced everywhere, a common breach cause buyers will want remediated.',
      },
    ],
  },

  // IP Management
  {
    key: 'ip.registrations_schedule',
    fileName: 'IP Registrations Schedule',
    category: 'IP Management',
    description:
      'Schedule of all registered and applied-for patents, trade marks and designs, with owner, jurisdiction, number, status and renewal dates. Confirms that the company, not a founder or affiliate, owns the registered rights and that they are in force.',
    basePriority: 'high',
    aliases: ['IP Schedule', 'Patent and Trade Mark Schedule', 'IP Portfolio Schedule', 'Registered IP List'],
    keywords: ['patent', 'trademark', 'trade', 'mark', 'registration', 'application', 'renewal', 'ip'],
    includeWhen: [{ question: 'ip.registered_ip', is: 'Yes' }],
  },
  {
    key: 'ip.registration_certificates',
    fileName: 'IP Registration Certificates and Filing Records',
    category: 'IP Management',
    description:
      'Registration certificates, filing receipts, renewal confirmations and recorded assignments for each registered right. Registry records prove title and the chain of ownership.',
    basePriority: 'medium',
    aliases: ['Patent Certificates', 'Trade Mark Certificates', 'Filing Receipts', 'Registry Records'],
    keywords: ['certificate', 'registration', 'patent', 'trademark', 'filing', 'renewal'],
    includeWhen: [{ question: 'ip.registered_ip', is: 'Yes' }],
  },
  {
    key: 'ip.assignment_agreements',
    fileName: 'IP Assignment Agreements (employees and contractors)',
    category: 'IP Management',
    description:
      'Signed assignments, invention assignment agreements or IP clauses by which founders, employees and contractors transferred the IP they created to the company. Without them ownership of the core technology or brand can be challenged.',
    basePriority: 'high',
    aliases: [
      'Invention Assignment Agreement',
      'PIIA',
      'Founder IP Assignment',
      'Deed of Assignment',
      'Confidentiality and IP Agreement',
    ],
    keywords: ['assignment', 'invention', 'intellectual', 'property', 'assign', 'piia', 'founder'],
  },
  {
    key: 'ip.assignment_remediation',
    fileName: 'IP Assignment Gap Analysis and Confirmatory Assignments',
    category: 'IP Management',
    description:
      'A list of the individuals who created IP without a written assignment, with the confirmatory assignments obtained or planned. Buyers typically make completion conditional on closing these gaps.',
    basePriority: 'high',
    aliases: [
      'Confirmatory Assignment',
      'Nunc Pro Tunc Assignment',
      'Chain of Title Remediation',
      'Assignment Gap List',
    ],
    keywords: ['confirmatory', 'assignment', 'gap', 'chain', 'title', 'remediation'],
    includeWhen: [{ question: 'ip.assignments_signed', is: ['No', 'Partially'] }],
  },
  {
    key: 'ip.open_source',
    fileName: 'Open Source Software Policy and Inventory',
    category: 'IP Management',
    description:
      'The policy governing open-source use and an inventory or software composition scan of open-source components and their licences. Copyleft obligations can undermine ownership and confidentiality of the proprietary code.',
    basePriority: 'medium',
    aliases: [
      'OSS Policy',
      'Software Bill of Materials',
      'SBOM',
      'Open Source Scan Report',
      'Third-Party Licence Inventory',
    ],
    keywords: ['open', 'source', 'oss', 'licence', 'license', 'sbom', 'copyleft', 'gpl'],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: 'Software and SaaS' }],
        priority: 'high',
        reason:
          'For a software business, copyleft licences in the product can force disclosure of proprietary code.',
      },
    ],
  },
  {
    key: 'ip.licence_agreements',
    fileName: 'IP Licence Agreements (inbound and outbound)',
    category: 'IP Management',
    description:
      'Licences of third-party IP the company relies on and licences it grants to others, including key software, technology and data licences. Shows dependencies, royalties and restrictions on using or transferring the IP.',
    basePriority: 'medium',
    aliases: ['Licence Agreements', 'Technology Licence', 'Royalty Agreements', 'Data Licence Agreement'],
    keywords: ['licence', 'license', 'royalty', 'licensor', 'licensee', 'technology'],
  },
  {
    key: 'ip.domain_names',
    fileName: 'Domain Names and Online Accounts Schedule',
    category: 'IP Management',
    description:
      'Schedule of domain names and app store, social media and code repository accounts, showing the registered holder of each. Confirms the company controls the digital assets the business runs on.',
    basePriority: 'low',
    aliases: [
      'Domain Name Schedule',
      'Digital Assets Register',
      'Social Media Accounts List',
      'Domain Portfolio',
    ],
    keywords: ['domain', 'dns', 'registrar', 'account', 'social', 'digital'],
    priorityRules: [
      {
        when: [{ question: 'ip.domains_in_company_name', is: ['No', 'Partially'] }],
        priority: 'medium',
        reason:
          'Domains or accounts held by individuals must be transferred to the company before completion.',
      },
    ],
  },
  {
    key: 'ip.infringement_claims',
    fileName: 'IP Infringement Claims and Correspondence',
    category: 'IP Management',
    description:
      'Cease-and-desist letters, claims and any settlement or licence agreements concerning alleged infringement by or against the company. Infringement allegations can threaten the core product and lead to royalties or injunctions.',
    basePriority: 'high',
    aliases: [
      'Cease and Desist Letters',
      'Infringement Notices',
      'IP Dispute Correspondence',
      'IP Settlement Agreements',
    ],
    keywords: ['infringement', 'cease', 'desist', 'claim', 'dispute', 'settlement'],
    includeWhen: [{ question: 'ip.infringement_claims', is: 'Yes' }],
  },
  {
    key: 'ip.freedom_to_operate',
    fileName: 'Freedom-to-Operate Analyses',
    category: 'IP Management',
    description:
      'Patent searches and counsel’s opinions on whether the company’s products infringe third-party patents. Shows whether the core products can be commercialised without licences or redesign.',
    basePriority: 'low',
    aliases: ['FTO Opinion', 'Patent Clearance Search', 'Non-infringement Opinion', 'Patent Landscape'],
    keywords: ['freedom', 'operate', 'fto', 'patent', 'clearance', 'opinion'],
    includeWhen: [
      { question: 'profile.industry_sector', is: [...HEAVY_INDUSTRY, 'Healthcare and life sciences'] },
      { question: 'ip.registered_ip_count', atLeast: 5 },
    ],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: 'Healthcare and life sciences' }],
        priority: 'high',
        reason: 'In life sciences, third-party patents can block a product’s path to market.',
      },
      {
        when: [{ question: 'ip.registered_ip_count', atLeast: 5 }],
        priority: 'medium',
        reason: 'A sizeable patent-led portfolio suggests a field where third-party patents matter.',
      },
    ],
  },

  // Insurance & Risk
  {
    key: 'insurance.insurance_schedule',
    fileName: 'Schedule of Insurance Policies',
    category: 'Insurance & Risk',
    description:
      'Schedule of all insurance policies held, with insurer, cover, limits, excesses, premium and renewal dates. Lets buyers assess whether cover is adequate and what lapses or transfers on completion.',
    basePriority: 'high',
    aliases: ['Insurance Schedule', 'Summary of Insurances', 'Insurance Register', 'Schedule of Cover'],
    keywords: ['insurance', 'schedule', 'policy', 'cover', 'insurer', 'premium', 'renewal'],
  },
  {
    key: 'insurance.d_and_o_policy',
    fileName: 'D&O Insurance Policy',
    category: 'Insurance & Risk',
    description:
      'The directors’ and officers’ liability policy wording and schedule, with limits and run-off provisions. Protects directors personally and decides how claims about the pre-sale period are covered.',
    basePriority: 'medium',
    aliases: [
      'Directors’ and Officers’ Liability Insurance',
      'D&O Policy',
      'Management Liability Insurance',
      'D&O Run-off Cover',
    ],
    keywords: ['directors', 'officers', 'liability', 'insurance', 'd&o', 'management'],
    includeWhen: [{ question: 'insurance.d_and_o', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.funding_stage', is: [...VENTURE_OR_INSTITUTIONAL, 'Publicly listed'] }],
        priority: 'high',
        reason: 'Investor directors expect D&O cover, and its run-off on a sale must be negotiated.',
      },
    ],
  },
  {
    key: 'insurance.cyber_policy',
    fileName: 'Cyber Insurance Policy',
    category: 'Insurance & Risk',
    description:
      'The cyber liability policy wording and schedule covering breach response, business interruption, extortion and third-party claims. Shows how much of the cost of a security incident would fall on the company.',
    basePriority: 'medium',
    aliases: [
      'Cyber Liability Insurance',
      'Cyber Policy',
      'Data Breach Insurance',
      'Network Security Insurance',
    ],
    keywords: ['cyber', 'insurance', 'breach', 'ransomware', 'liability', 'policy'],
    includeWhen: [{ question: 'insurance.cyber', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'security.personal_data', is: 'Yes' }],
        priority: 'high',
        reason: 'Processing personal data makes breach-response cover a key protection buyers check.',
      },
    ],
  },
  {
    key: 'insurance.professional_indemnity_policy',
    fileName: 'Professional Indemnity Insurance Policy',
    category: 'Insurance & Risk',
    description:
      'The professional indemnity or errors and omissions policy wording and schedule. Covers claims for negligent advice or services, usually on a claims-made basis that needs run-off cover after a sale.',
    basePriority: 'medium',
    aliases: [
      'PI Insurance',
      'Errors and Omissions Insurance',
      'E&O Policy',
      'Professional Liability Insurance',
    ],
    keywords: ['professional', 'indemnity', 'errors', 'omissions', 'liability', 'insurance'],
    includeWhen: [{ question: 'insurance.professional_indemnity', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: ['Professional services', 'Financial services'] }],
        priority: 'high',
        reason: 'Advice and service failures are the main liability risk in this sector.',
      },
    ],
  },
  {
    key: 'insurance.general_liability_policy',
    fileName: 'Public and Products Liability Insurance Policy',
    category: 'Insurance & Risk',
    description:
      'The public and products liability (general liability) policy wording and schedule. Covers third-party injury, property damage and product claims arising from the company’s operations and products.',
    basePriority: 'medium',
    aliases: [
      'General Liability Insurance',
      'Public Liability Policy',
      'Products Liability Insurance',
      'CGL Policy',
    ],
    keywords: ['public', 'products', 'liability', 'general', 'insurance', 'cgl'],
    includeWhen: [{ question: 'insurance.general_liability', is: 'Yes' }],
    priorityRules: [
      {
        when: [
          {
            question: 'profile.industry_sector',
            is: ['Manufacturing and industrials', 'Retail and consumer', 'Healthcare and life sciences'],
          },
        ],
        priority: 'high',
        reason: 'Physical products and public-facing operations make injury and product claims material.',
      },
    ],
  },
  {
    key: 'insurance.employers_liability',
    fileName: 'Employers’ Liability / Workers’ Compensation Insurance',
    category: 'Insurance & Risk',
    description:
      'The certificate and policy for employers’ liability or workers’ compensation cover, compulsory for employers in many jurisdictions. Missing cover is a statutory breach and leaves workplace injury claims uninsured.',
    basePriority: 'medium',
    aliases: [
      'Employers’ Liability Certificate',
      'Workers’ Compensation Policy',
      'EL Insurance',
      'Workers Comp',
    ],
    keywords: ['employers', 'liability', 'workers', 'compensation', 'insurance', 'certificate'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
  },
  {
    key: 'insurance.claims_history',
    fileName: 'Insurance Claims History (last 5 years)',
    category: 'Insurance & Risk',
    description:
      'Insurers’ loss runs or a schedule of claims notified in the last five years, with amounts paid and reserved. Reveals recurring losses and affects the availability and cost of future cover.',
    basePriority: 'medium',
    aliases: ['Loss Runs', 'Claims Experience Report', 'Insurance Claims Schedule', 'Insurance Claims Log'],
    keywords: ['claims', 'loss', 'runs', 'insurer', 'notified', 'reserve'],
    includeWhen: [{ question: 'insurance.claims_history', is: 'Yes' }],
  },
  {
    key: 'insurance.risk_register',
    fileName: 'Risk Register',
    category: 'Insurance & Risk',
    description:
      'The register of principal business, operational, financial and compliance risks with owners, ratings and mitigations. Shows that management understands its risks and that the board oversees them.',
    basePriority: 'medium',
    aliases: ['Corporate Risk Register', 'Risk Log', 'Enterprise Risk Register', 'Risk Matrix'],
    keywords: ['risk', 'register', 'likelihood', 'impact', 'mitigation', 'owner'],
    priorityRules: [
      {
        when: [{ question: 'profile.funding_stage', is: LATER_STAGE }],
        priority: 'high',
        reason:
          'Later-stage and institutional investors expect a maintained risk register as part of board oversight.',
      },
      {
        when: [{ question: 'hr.headcount', atLeast: 50 }],
        priority: 'high',
        reason: 'At this size, principal risks should be formally owned and tracked.',
      },
    ],
  },
  {
    key: 'insurance.board_risk_reviews',
    fileName: 'Board Risk Review Reports',
    category: 'Insurance & Risk',
    description:
      'Board or committee papers and minutes recording periodic reviews of the principal risks and the risk appetite. Evidences that risk oversight happens at board level, not only on paper.',
    basePriority: 'low',
    aliases: [
      'Risk Committee Reports',
      'Risk Appetite Statement',
      'Board Risk Reports',
      'Principal Risks Review',
    ],
    keywords: ['risk', 'review', 'board', 'appetite', 'principal', 'oversight'],
    excludeWhen: [{ question: 'insurance.risk_review_frequency', is: 'Not reviewed by the board' }],
    priorityRules: [
      {
        when: [{ question: 'insurance.risk_review_frequency', is: ['Quarterly', 'Twice a year'] }],
        priority: 'medium',
        reason: 'The board reviews risk regularly, so the review papers evidence that oversight.',
      },
    ],
  },

  // ESG
  {
    key: 'esg.sustainability_report',
    fileName: 'ESG / Sustainability Report',
    category: 'ESG',
    description:
      'The latest ESG or sustainability report, naming the framework used (for example GRI, SASB or CSRD) and the key metrics. Investors increasingly need portfolio ESG data for their own regulatory reporting and screening.',
    basePriority: 'medium',
    aliases: [
      'Sustainability Report',
      'ESG Report',
      'Impact Report',
      'CSR Report',
      'Non-financial Statement',
    ],
    keywords: ['esg', 'sustainability', 'impact', 'csr', 'gri', 'csrd', 'report'],
    includeWhen: [{ question: 'esg.reporting', is: 'Yes' }],
    priorityRules: [
      {
        when: [{ question: 'profile.funding_stage', is: ['Private equity backed', 'Publicly listed'] }],
        priority: 'high',
        reason: 'Institutional owners rely on portfolio ESG reporting for their own disclosures.',
      },
    ],
  },
  {
    key: 'esg.reporting_roadmap',
    fileName: 'ESG Reporting Roadmap and Materiality Assessment',
    category: 'ESG',
    description:
      'The plan for the first ESG report: framework chosen, material topics, data collection and timetable. Shows investors when ESG data will be available and how it will be produced.',
    basePriority: 'low',
    aliases: ['ESG Strategy', 'Materiality Assessment', 'Sustainability Roadmap', 'ESG Action Plan'],
    keywords: ['esg', 'roadmap', 'materiality', 'framework', 'sustainability', 'plan'],
    includeWhen: [{ question: 'esg.reporting', is: 'In progress' }],
  },
  {
    key: 'esg.environmental_policy',
    fileName: 'Environmental Policy',
    category: 'ESG',
    description:
      'The board-approved statement of the company’s environmental commitments, responsibilities and targets. Baseline evidence of how environmental impact and compliance are managed.',
    basePriority: 'low',
    aliases: ['Environmental Management Policy', 'Sustainability Policy', 'Climate Policy', 'EMS Policy'],
    keywords: ['environmental', 'environment', 'policy', 'climate', 'sustainability', 'waste'],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: HEAVY_INDUSTRY }],
        priority: 'high',
        reason: 'Permits, emissions and contamination are material environmental risks in this sector.',
      },
      {
        when: [{ question: 'profile.revenue_band', is: LARGE_REVENUE }],
        priority: 'medium',
        reason:
          'Larger companies face customer and regulatory expectations of a formal environmental policy.',
      },
    ],
  },
  {
    key: 'esg.ghg_emissions',
    fileName: 'Greenhouse Gas Emissions Inventory',
    category: 'ESG',
    description:
      'Measured Scope 1, 2 and, where available, Scope 3 emissions, with the methodology and any reduction targets. Needed by investors reporting financed emissions and for assessing climate-transition risk.',
    basePriority: 'medium',
    aliases: ['Carbon Footprint Report', 'GHG Inventory', 'Emissions Report', 'SECR Report'],
    keywords: ['emissions', 'carbon', 'ghg', 'scope', 'footprint', 'co2', 'climate'],
    includeWhen: [
      { question: 'esg.emissions_measured', is: ['Yes, Scopes 1, 2 and 3', 'Yes, Scopes 1 and 2 only'] },
    ],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: HEAVY_INDUSTRY }],
        priority: 'high',
        reason: 'In an emissions-intensive sector, carbon exposure feeds directly into valuation.',
      },
    ],
  },
  {
    key: 'esg.diversity_policy',
    fileName: 'Diversity & Inclusion Policy',
    category: 'ESG',
    description:
      'The policy setting out the company’s commitments on diversity, equity and inclusion, with any workforce diversity data. Increasingly requested by investors that report on portfolio diversity.',
    basePriority: 'low',
    aliases: ['DEI Policy', 'Equal Opportunities Policy', 'D&I Policy', 'Equality Policy'],
    keywords: ['diversity', 'inclusion', 'equity', 'equality', 'dei', 'opportunities'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
    priorityRules: [
      {
        when: [{ question: 'hr.headcount', atLeast: 50 }],
        priority: 'medium',
        reason:
          'With a workforce of this size, investors expect a documented approach to diversity and inclusion.',
      },
    ],
  },
  {
    key: 'esg.gender_pay_gap',
    fileName: 'Gender Pay Gap Report',
    category: 'ESG',
    description:
      'The published gender pay gap report and its underlying data. Mandatory for UK employers with 250 or more employees, with comparable pay-transparency rules coming into force across the EU.',
    basePriority: 'medium',
    aliases: ['Pay Gap Report', 'Gender Pay Report', 'Pay Equity Analysis', 'Pay Transparency Report'],
    keywords: ['gender', 'pay', 'gap', 'equity', 'transparency', 'report'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 250 }],
  },
  {
    key: 'esg.whistleblowing_policy',
    fileName: 'Whistleblowing Policy',
    category: 'ESG',
    description:
      'The whistleblowing or speak-up policy and the confidential channel for raising concerns, with a log of reports handled. Shows misconduct can surface and be dealt with; buyers also review what has been reported.',
    basePriority: 'medium',
    aliases: [
      'Speak Up Policy',
      'Vigil Mechanism',
      'Raising Concerns Policy',
      'Whistleblowing Log',
      'Whistleblower Policy',
      'Ethics Hotline',
      'Protected Disclosure Policy',
      'Procédure d’alerte',
      'Dispositif d’alerte',
      'Lanceurs d’alerte',
    ],
    keywords: ['whistleblowing', 'whistleblower', 'speak', 'concerns', 'hotline', 'disclosure'],
    includeWhen: [{ question: 'hr.headcount', atLeast: 1 }],
    priorityRules: [
      {
        when: [{ question: 'hr.headcount', atLeast: 50 }],
        priority: 'high',
        reason:
          'EU whistleblowing rules require employers with 50 or more workers to run internal reporting channels.',
      },
    ],
  },
  {
    key: 'esg.supplier_code',
    fileName: 'Supplier Code of Conduct',
    category: 'ESG',
    description:
      'The code key suppliers must follow on labour standards, human rights, anti-bribery and environmental practice, with evidence of acceptance. Shows how supply-chain ethics risk is controlled.',
    basePriority: 'low',
    aliases: ['Vendor Code of Conduct', 'Responsible Sourcing Policy', 'Supplier Standards', 'Supplier Code'],
    keywords: ['supplier', 'code', 'conduct', 'labour', 'human', 'rights', 'sourcing'],
    excludeWhen: [{ question: 'esg.supplier_code', is: 'Not applicable' }],
    priorityRules: [
      {
        when: [
          {
            question: 'profile.industry_sector',
            is: ['Manufacturing and industrials', 'Retail and consumer'],
          },
        ],
        priority: 'medium',
        reason: 'Physical supply chains carry labour and human rights risk that buyers must assess.',
      },
    ],
  },
  {
    key: 'esg.modern_slavery_statement',
    fileName: 'Modern Slavery Statement',
    category: 'ESG',
    description:
      'The annual statement of the steps taken to prevent modern slavery and human trafficking in the business and its supply chains. Mandatory for larger companies under the UK Modern Slavery Act and comparable supply-chain laws.',
    basePriority: 'low',
    aliases: [
      'Slavery and Human Trafficking Statement',
      'Modern Slavery Act Statement',
      'Human Rights Statement',
      'Supply Chain Transparency Statement',
    ],
    keywords: ['modern', 'slavery', 'trafficking', 'human', 'rights', 'supply', 'chain'],
    priorityRules: [
      {
        when: [{ question: 'profile.revenue_band', is: ['50M–250M', 'Over 250M'] }],
        priority: 'high',
        reason:
          'At this revenue, statutory modern slavery statements (UK threshold £36m) are likely to apply.',
      },
    ],
  },

  // BCDR
  {
    key: 'bcdr.continuity_plan',
    fileName: 'Business Continuity Plan',
    category: 'BCDR',
    description:
      'The documented plan for keeping critical operations running through disruption such as loss of premises, people, systems or suppliers. Buyers and customers need assurance that operations and revenue are resilient.',
    basePriority: 'high',
    aliases: ['BCP', 'Business Continuity Management Plan', 'Continuity Plan', 'Operational Resilience Plan'],
    keywords: ['continuity', 'business', 'bcp', 'resilience', 'disruption', 'recovery'],
    excludeWhen: [{ question: 'bcdr.continuity_plan', is: 'No' }],
  },
  {
    key: 'bcdr.business_impact_analysis',
    fileName: 'Business Impact Analysis',
    category: 'BCDR',
    description:
      'Analysis of the critical processes, the impact of their disruption over time and the recovery objectives that follow. The foundation on which continuity and recovery plans are built.',
    basePriority: 'medium',
    aliases: ['BIA', 'Critical Process Analysis', 'Criticality Assessment', 'Impact Tolerance Assessment'],
    keywords: ['impact', 'analysis', 'bia', 'critical', 'processes', 'tolerance'],
    priorityRules: [
      {
        when: [{ question: 'bcdr.continuity_plan', is: 'No' }],
        priority: 'low',
        reason:
          'Without a continuity plan, an impact analysis is a useful first step but not yet evidence of resilience.',
      },
    ],
  },
  {
    key: 'bcdr.disaster_recovery_plan',
    fileName: 'Disaster Recovery Plan',
    category: 'BCDR',
    description:
      'The IT disaster recovery plan with recovery time and recovery point objectives (RTO / RPO), recovery procedures and responsibilities for critical systems. Shows how quickly the business could recover from a major outage or ransomware attack.',
    basePriority: 'high',
    aliases: ['DR Plan', 'DRP', 'IT Recovery Plan', 'IT Service Continuity Plan', 'DR Runbook'],
    keywords: ['disaster', 'recovery', 'drp', 'rto', 'rpo', 'failover', 'restore'],
    excludeWhen: [{ question: 'bcdr.disaster_recovery_plan', is: 'No' }],
  },
  {
    key: 'bcdr.test_report',
    fileName: 'BCP / DR Test Report',
    category: 'BCDR',
    description:
      'Reports from the most recent continuity exercises and disaster recovery tests, with issues found and actions taken. An untested plan offers little assurance, so buyers look for recent, successful tests.',
    basePriority: 'medium',
    aliases: [
      'DR Test Results',
      'Tabletop Exercise Report',
      'Continuity Exercise Report',
      'Failover Test Report',
    ],
    keywords: ['test', 'exercise', 'tabletop', 'failover', 'results', 'lessons'],
    includeWhen: [
      { question: 'bcdr.plan_last_tested', answered: true },
      { question: 'bcdr.dr_last_tested', answered: true },
    ],
  },
  {
    key: 'bcdr.backup_policy',
    fileName: 'Backup Policy and Schedule',
    category: 'BCDR',
    description:
      'The policy defining what is backed up, how often, where copies are stored, how long they are kept and how they are protected. Isolated, immutable backups are the main defence against ransomware.',
    basePriority: 'medium',
    aliases: ['Backup Procedure', 'Data Backup Policy', 'Backup and Retention Policy', 'Backup Strategy'],
    keywords: ['backup', 'retention', 'snapshot', 'immutable', 'offsite', 'schedule'],
    priorityRules: [
      {
        when: [{ question: 'bcdr.backups_isolated', is: 'No' }],
        priority: 'high',
        reason:
          'Backups are not isolated from production, leaving them exposed to the same ransomware or compromise.',
      },
    ],
  },
  {
    key: 'bcdr.restore_test_records',
    fileName: 'Backup and Restore Test Records',
    category: 'BCDR',
    description:
      'Evidence of periodic restores from backup, with dates, systems restored, time taken and outcome. Proves that the backups actually work.',
    basePriority: 'medium',
    aliases: [
      'Restore Test Log',
      'Backup Verification Records',
      'Recovery Test Evidence',
      'Restore Drill Report',
    ],
    keywords: ['restore', 'backup', 'test', 'verification', 'recovery', 'log'],
    includeWhen: [{ question: 'bcdr.backups_tested', is: 'Yes' }],
  },
  {
    key: 'bcdr.critical_supplier_register',
    fileName: 'Critical Supplier Register',
    category: 'BCDR',
    description:
      'Register of the suppliers whose failure would halt critical operations, such as cloud hosting, payment and key component providers, with contingency arrangements. Shows supply-chain concentration risk and how it is mitigated.',
    basePriority: 'medium',
    aliases: [
      'Key Supplier List',
      'Critical Vendor Register',
      'Third-Party Dependency Register',
      'Supplier Contingency Plan',
    ],
    keywords: ['supplier', 'critical', 'vendor', 'dependency', 'contingency', 'register'],
    excludeWhen: [{ question: 'bcdr.critical_suppliers_identified', is: 'No' }],
  },
  {
    key: 'bcdr.hosting_agreements',
    fileName: 'Cloud Hosting and Data Centre Agreements',
    category: 'BCDR',
    description:
      'Agreements with cloud, hosting and data centre providers, with service levels, data location and exit terms. Shows availability commitments and how dependent the business is on a single provider.',
    basePriority: 'medium',
    aliases: [
      'Cloud Services Agreement',
      'Hosting Contract',
      'Data Centre Services Agreement',
      'Colocation Agreement',
    ],
    keywords: ['cloud', 'hosting', 'data', 'centre', 'aws', 'azure', 'sla'],
    priorityRules: [
      {
        when: [{ question: 'profile.industry_sector', is: 'Software and SaaS' }],
        priority: 'high',
        reason:
          'The platform runs on third-party infrastructure, so hosting terms and SLAs underpin availability.',
      },
      {
        when: [{ question: 'bcdr.recovery_time_objective', is: 'Under 4 hours' }],
        priority: 'high',
        reason:
          'A recovery target under four hours depends on the hosting provider’s resilience commitments.',
      },
    ],
  },
];
