import { describe, expect, test } from 'vitest';
import { documentKnowledgeBase } from '#server/db/seed/document-knowledge-base.ts';
import type { RecommendedFileProfile } from '../engine.ts';
import { analyzeDocument } from './analyze-document.ts';

/** The whole knowledge base as the active recommendation, with ids as the database gives them. */
const recommended: RecommendedFileProfile[] = documentKnowledgeBase.map((document, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  fileName: document.fileName,
  category: document.category,
  description: document.description,
  documentKey: document.key,
}));
const idOf = (key: string) => recommended.find((file) => file.documentKey === key)!.id;
const analyze = (fileName: string, text: string, files = recommended, title: string | null = null) =>
  analyzeDocument({ fileName, title, text, recommendedFiles: files }, documentKnowledgeBase);

const boardMinutes = `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF NORTHWIND ROBOTICS LTD
Held at the registered office on 14 March 2024 at 10:00.
Present: D Brooks (Chair), S Okafor, J Whitfield, P Raman. In attendance: H Cho (Company Secretary).
1. Quorum. The Chair noted that a quorum was present and the meeting was duly convened.
2. Declarations of interest. P Raman declared an interest in item 4 as a partner of the investor.
3. Minutes. The minutes of the meeting held on 12 December 2023 were approved and signed.
4. Budget. After discussion IT WAS RESOLVED that the 2024 budget be approved.
5. Facility. IT WAS RESOLVED that the term facility agreement be entered into and that any two directors sign it.
There being no further business the meeting closed at 12:40. Signed, Chair.`;

const directorsAndOfficers = `Aldgate Insurance Company Ltd
DIRECTORS AND OFFICERS LIABILITY INSURANCE - POLICY SCHEDULE
Policy number DO-558213. Policyholder: Northwind Robotics Ltd and its subsidiaries.
Period of insurance: 1 April 2024 to 31 March 2025. Limit of liability £5,000,000 in the aggregate.
Insuring clause A: the insurer will pay on behalf of any insured person loss arising from a claim first made
during the period of insurance for a wrongful act. Insuring clause B: company reimbursement.
Exclusions: fraud, prior and pending litigation, bodily injury. Run-off cover applies on a change of control.`;

const facility = `£4,000,000 TERM LOAN FACILITY
THIS AGREEMENT is dated 20 March 2024 between Northwind Robotics Ltd (the Borrower) and
Thames Valley Bank plc (the Lender).
1. THE FACILITY. The Lender makes available to the Borrower a sterling term loan facility of £4,000,000.
2. INTEREST. The rate of interest is the aggregate of the margin of 4.25% per annum and compounded SONIA.
3. REPAYMENT. The Borrower shall repay the loan in sixteen quarterly instalments ending 31 March 2029.
4. FINANCIAL COVENANTS. Net leverage shall not exceed 2.5:1. An event of default entitles the Lender to
accelerate the loan. 5. SECURITY. The loan is secured by a debenture over all assets of the Borrower.`;

const capTable = `Sheet1
Capitalisation table as at 31 March 2024 (fully diluted)
Shareholder\tClass\tShares\tOptions\t% fully diluted
S Okafor\tOrdinary\t3200000\t0\t30.5%
T Hughes\tOrdinary\t2800000\t0\t26.7%
Harbour Ventures Fund II LP\tSeries A Preferred\t2500000\t0\t23.8%
Option pool\tOptions\t0\t1000000\t9.5%
Total\t\t9500000\t1000000\t100%`;

const accountingMemo = `# Technical Accounting Memorandum
**To:** Audit file / engagement team
**From:** CFO; Controller
**Date:** February 9, 2024
**Re:** Accounting for bundled software subscriptions, implementation and premium support
This memo sets out our analysis under ASC 606, Revenue from Contracts with Customers, following the
five-step model. Step 1: the contract is the signed order form. Step 2: the subscription, implementation
and support are distinct performance obligations. Step 4: the price is allocated on relative standalone
selling prices. Step 5: subscription revenue is recognised ratably; implementation as delivered.`;

const unrelated: [string, string][] = [
  [
    'recipe.docx',
    `Vegetable lasagne. Serves 6. Roast the courgettes, aubergine and peppers for 20 minutes. Simmer the
passata with garlic and basil. Layer pasta sheets, vegetables, ricotta and sauce three times, top with
mozzarella and parmesan and bake at 190 degrees for 45 minutes. Rest ten minutes before serving.`,
  ],
  [
    'lunch.xlsx',
    `Orders\nFriday lunch order - Bella Pizza, deliver 12:30\nName\tPizza\tSize\tDrink\tPaid
Amira\tMargherita\t12"\tWater\tYes\nLukas\tPepperoni\t14"\tCola\tYes\nTotal\t2 pizzas\t\t\t£31.50`,
  ],
  [
    'news.pdf',
    `Northwind Robotics raises £11 million to bring picking robots to more warehouses
FOR IMMEDIATE RELEASE. Northwind Robotics today announced an £11 million funding round led by Harbour
Ventures. The funding will double the engineering team and open an office in Ohio. "Warehouses struggle
to hire pickers," said the CEO. Priya Raman of Harbour Ventures will join the board.`,
  ],
  [
    'careers.md',
    `We're hiring: Senior Backend Engineer. Salary £70,000-£85,000 plus share options. You will build the
services that schedule robots in real time. We offer 25 days of holiday, a company pension with 5%
employer contribution, private medical insurance and a learning budget. Send your CV to careers@.`,
  ],
];

describe('analyzeDocument (offline)', () => {
  test.each([
    ['NW board mins 2024-03.docx', boardMinutes, 'board.board_minutes'],
    ['scan0042.pdf', directorsAndOfficers, 'insurance.d_and_o_policy'],
    ['doc_17.pdf', facility, 'finance.loan_agreements'],
    ['export (3).xlsx', capTable, 'formation.cap_table'],
  ])('%s is matched to its recommended file with confidence ≥ 0.8', (fileName, text, key) => {
    const result = analyze(fileName, text);
    expect(result.matchedFileId).toBe(idOf(key));
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test('a memo is read by what it analyses, not by the fields of its header', () => {
    // 'To: Audit file' is not part of the title, and a memo is the analysis its file name says.
    const result = analyze('ASC 606 memo - multi-element arrangements.md', accountingMemo);
    expect(result.matchedFileId).toBe(idOf('finance.revenue_recognition'));
    expect(result.reasoning).not.toContain('Audited');
  });

  test.each(unrelated)('%s (unrelated) gets no match or a confidence below 0.5', (fileName, text) => {
    const result = analyze(fileName, text);
    if (result.matchedFileId !== null) expect(result.confidence).toBeLessThan(0.5);
    expect(result.reasoning).not.toBe('');
  });

  test('a page headed as something else is at most a possible match, however much it speaks a file’s words', () => {
    // A product page for auditors speaks of audits, auditors and annual financial statements without being them.
    const productPage = `Year end without the spreadsheet chase
Ledgerline gives finance teams one place to get ready for year end. Every reconciliation, journal and
supporting schedule sits beside the ledger line it explains, so nobody hunts through shared drives in
January, and every comment, question and sign-off stays with the number it is about. Teams that
switched last year closed their books in four days instead of twelve, and their controllers stopped
rebuilding the same workbook every month. Auditors get read-only access, so audit fieldwork takes days
rather than weeks. Your audited financial statements, the auditor's report and the notes to the
financial statements are drafted from the same trial balance. Balance sheet, profit and loss account
and cash flow statement tie out automatically, and every adjustment the auditors propose is logged.
Book a demo to see the audit workspace.`;
    const result = analyze('ledgerline-product-page.md', productPage);
    expect(result.confidence).toBeLessThan(0.5);
    expect(result.reasoning).toContain(
      "Its title 'Year end without the spreadsheet chase' does not say it is one",
    );
    // The same text under a heading that names the file is the file.
    const statements = analyze(
      'FY2023.pdf',
      productPage.replace('Year end without the spreadsheet chase', 'Audited Financial Statements 2023'),
    );
    expect(statements.matchedFileId).toBe(idOf('finance.audited_financial_statements'));
    expect(statements.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test('a document that calls itself another kind of document is at most a possible match', () => {
    // The sports club's minutes speak of its accounts and auditors; minutes are not financial statements.
    const clubMinutes = `RIVERSIDE SPORTS AND SOCIAL CLUB
Held in the canteen on 12 September 2024. Present: eleven members. The treasurer presented the annual
accounts of the club for the year to 31 August 2024, which the honorary auditors have examined. The
audited accounts show income from subscriptions of £2,140 and spending on the summer barbecue, the
five-a-side pitch and the Christmas party of £1,980, leaving £160 carried forward in the account.
The annual report and accounts were approved. The auditors were thanked and reappointed for next year.
The chair reminded members that the financial statements will be pinned in the canteen.`;
    const result = analyze('Social club minutes 12.09.24.txt', clubMinutes);
    expect(result.confidence).toBeLessThan(0.5);
    expect(result.reasoning).toContain("It calls itself 'minutes', another kind of document");
    // File names are read as their words, however they are joined.
    expect(analyze('social-club_minutes-12-09-24.txt', clubMinutes).confidence).toBeLessThan(0.5);
  });

  test('a vendor’s quotation is not a SAFE because its letterhead says ShredSafe', () => {
    const quotation = `# QUOTATION

**ShredSafe Ireland Ltd** t/a SecureShred
Unit 14, Ballymount Industrial Estate, Dublin 12. Quote number Q-20418, valid until 9 October 2024.
Annual on-site shredding of confidential documents: 52 collections, certificates of destruction,
secure consoles for each floor. Terms: payment 30 days from invoice; price fixed for 12 months.
The agreement renews each year unless either party gives 60 days' notice. Purchase order required.`;
    const result = analyze('Quote_Q-20418_SecureShred_annual.md', quotation);
    expect(result.confidence).toBeLessThan(0.5);
    expect(result.reasoning).not.toContain('(SAFE)');
  });

  test('a support desk’s ticket export is not the budget its tickets discuss', () => {
    const tickets = `Ticket ID,Subject,Requester,Status,Created
48120,Budget vs Actual report shows last year's plan,finance@customer.example,Solved,2024-09-02
48121,Cannot export the budget to Excel,ops@customer.example,Open,2024-09-03
48122,Forecast for the current year is blank,cfo@customer.example,Pending,2024-09-04
48123,Actuals not matching the annual plan,controller@customer.example,Solved,2024-09-05`;
    const result = analyze('zendesk_export_tickets_2024-10-01.csv', tickets);
    expect(result.confidence).toBeLessThan(0.5);
    expect(result.reasoning).toContain("It calls itself 'tickets', another kind of document");
  });

  test.each([
    [
      'Beazley cover letter 2024.pdf',
      `Beazley Insurance\nCyber and data breach insurance policy schedule. Policyholder: Northwind Robotics Ltd. Period of insurance 1 May 2024 to 30 April 2025. Limit of indemnity £2,000,000 for cyber incident response, data breach notification costs, business interruption from a network security failure, cyber extortion and ransomware. Excess £10,000.`,
      'insurance.cyber_policy',
    ],
    [
      'AOP FY25.xlsx',
      `Annual operating plan FY25\nBudget FY25 by month: revenue, cost of sales, gross margin, payroll, marketing, rent, EBITDA. Budget approved by the board on 12 December 2024. Budget vs actual variance reviewed monthly. Annual budget total revenue £14.2m, EBITDA £1.9m.`,
      'finance.budget',
    ],
    [
      'engagement letter 2024.pdf',
      `Harris Webb LLP\nChartered Accountants\nDear Directors, Audit engagement letter for the year ending 31 December 2024. This letter sets out the terms of our engagement as auditors of Northwind Robotics Ltd: the scope of the statutory audit, our responsibilities as auditors and yours as directors, our fees and the limitation of liability.`,
      'finance.auditor_letters',
    ],
    [
      'D&O policy 2024.pdf',
      `Table of Contents\nDirectors and Officers Liability Insurance policy wording. Section 1 Insuring clauses: the insurer will pay loss of any insured person arising from a claim for a wrongful act. Section 2 Company reimbursement. Section 3 Exclusions. Limit of liability £5,000,000. Run-off cover on change of control.`,
      'insurance.d_and_o_policy',
    ],
    [
      'Public liability insurance certificate 2024.pdf',
      `Certificate of Insurance\nPublic and products liability insurance. Insured: Northwind Robotics Ltd. Period of insurance 1 June 2024 to 31 May 2025. Limit of indemnity £10,000,000 any one occurrence for public liability and in the aggregate for products liability. Insurer: Aldgate Insurance Company Ltd.`,
      'insurance.general_liability_policy',
    ],
    [
      'Transfer pricing report FY23.pdf',
      `Transfer pricing documentation FY23\nLocal file for Northwind Robotics GmbH: intercompany transactions with the UK parent, functional analysis, the transactional net margin method, benchmarking of comparable companies and the arm's length range of operating margins for the intra-group services.`,
      'finance.transfer_pricing',
    ],
  ])(
    '%s: words that only look like another kind (a cover letter, a plan, Chartered, a table) cap nothing',
    (fileName, text, key) => {
      const result = analyze(fileName, text);
      expect(result.matchedFileId).toBe(idOf(key));
      expect(result.confidence).toBeGreaterThanOrEqual(0.8);
      expect(result.reasoning).not.toContain('another kind of document');
    },
  );

  test('the kind is read from the text’s own heading, not from a metadata title an office suite wrote', () => {
    const handbook = `Working at Northwind Robotics Ltd
Welcome. This Employee Handbook explains how we work together: working hours, holiday, sickness
absence, expenses, IT and social media, and where to find each workplace policy. The Employee Handbook
does not form part of your contract of employment. Every member of staff receives the Employee
Handbook on joining, and we review the Employee Handbook every year.`;
    const result = analyze('Working at Northwind.pdf', handbook, recommended, 'PowerPoint Presentation');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
    expect(result.matchedFileId).toBe(idOf('hr.employee_handbook'));
    expect(result.reasoning).not.toContain('another kind of document');
  });

  test('a text naming itself throughout is what it says, whatever its file is called', () => {
    // Bylaws saved as 'belonging-policy.docx': 'the Bylaws' recurs, the file name's 'policy' does not decide.
    const bylaws = `ARTICLE I — NAME AND PURPOSE
1.1 These Bylaws govern the affairs of Belonging Works, a nonprofit public benefit corporation.
ARTICLE II — MEMBERS. The corporation has no members within the meaning of the law; any action that
would otherwise require approval by members requires only approval of the Board under these Bylaws.
ARTICLE III — DIRECTORS. The number of directors is seven. Directors are elected at the annual meeting.
ARTICLE IV — OFFICERS. The officers are a president, a secretary and a treasurer, elected by the Board.
ARTICLE IX — AMENDMENTS. These Bylaws may be amended by a two-thirds vote of the directors in office,
provided the amendment is consistent with the Articles of Incorporation and these Bylaws.`;
    const result = analyze('belonging policy.docx', bylaws);
    expect(result.matchedFileId).toBe(idOf('formation.articles_of_association'));
    expect(result.confidence).toBeGreaterThanOrEqual(0.5);
    expect(result.reasoning).not.toContain('another kind of document');
  });

  test('the reasoning names its evidence: the title and the terms that decided it', () => {
    const result = analyze('NW board mins 2024-03.docx', boardMinutes);
    expect(result.reasoning).toContain("'Board Minutes (last 3 years)'");
    expect(result.reasoning).toContain('MINUTES OF A MEETING OF THE BOARD OF DIRECTORS');
    expect(result.reasoning).toMatch(/key terms found: .*'minutes'/i);
  });

  test('a name found in the file name alone is credited to the file name, short forms read as words', () => {
    const disputes = `PRIVILEGED & CONFIDENTIAL — PREPARED FOR LEGAL ADVICE
Disputes and claims as at 30 June 2024. 1. Harlow Logistics v Northwind: breach of contract claim for
£240,000 issued in the High Court; defence filed. 2. Former employee: unfair dismissal claim before the
employment tribunal, hearing listed for October. 3. Threatened claim by a supplier for unpaid invoices.`;
    const result = analyze('lit sched Q2 2024.md', disputes);
    expect(result.matchedFileId).toBe(idOf('legal.litigation_schedule'));
    expect(result.reasoning).toContain("the file name 'lit sched Q2 2024' names it (Litigation Schedule)");
  });

  test('a text without a heading is explained by its file name, never by an empty title', () => {
    const table = `Party | Role | Address\n${facility}`;
    const result = analyze('Loan and Facility Agreements.docx', table);
    expect(result.reasoning).not.toContain("''");
    expect(result.reasoning).toContain("'Loan and Facility Agreements'");
  });

  test('the summary says what the document is, from its own words', () => {
    const { summary } = analyze('doc_17.pdf', facility, recommended, 'Term Facility Agreement');
    expect(summary.startsWith('Term Facility Agreement.')).toBe(true);
    expect(summary).toContain('term loan facility of £4,000,000');
    expect(summary.length).toBeLessThanOrEqual(400);
  });

  test('the summary of a Markdown file reads as text, without its marks', () => {
    const markdown = `**Data Retention Policy**
| Record | Kept for |
| --- | --- |
- This policy sets out how long **Northwind** keeps each \`record\` it holds, *as amended* in 2024, and is
published on [our website](https://northwind.example/policies) for every employee to read.
- Records are deleted when their period ends unless clause [4](b) requires a hold.`;
    const { summary } = analyze('retention.md', markdown);
    expect(summary).toBe(
      'Data Retention Policy. This policy sets out how long Northwind keeps each record it holds, as amended in 2024, and is published on our website for every employee to read. Records are deleted when their period ends unless clause [4](b) requires a hold.',
    );
  });

  test('is deterministic and does not depend on the order of the recommended files', () => {
    const first = analyze('scan0042.pdf', directorsAndOfficers);
    expect(analyze('scan0042.pdf', directorsAndOfficers)).toEqual(first);
    expect(analyze('scan0042.pdf', directorsAndOfficers, [...recommended].reverse())).toEqual(first);
  });

  test('a document whose file is not recommended is not forced onto another file', () => {
    const hrOnly = recommended.filter((file) => file.category === 'HR');
    const result = analyze('NW board mins 2024-03.docx', boardMinutes, hrOnly);
    if (result.matchedFileId !== null) expect(result.confidence).toBeLessThan(0.5);
    // Even beside its close neighbours (board packs, conflicts register), minutes fulfil none of them.
    const withoutMinutes = recommended.filter((file) => file.documentKey !== 'board.board_minutes');
    const neighbour = analyze('NW board mins 2024-03.docx', boardMinutes, withoutMinutes);
    if (neighbour.matchedFileId !== null) expect(neighbour.confidence).toBeLessThan(0.5);
    expect(neighbour.reasoning).toContain("reads more like 'Board Minutes (last 3 years)'");
  });

  test('a file listed without a key but under a knowledge-base name is profiled as that document', () => {
    const unkeyed = recommended.map((file) => ({ ...file, documentKey: null }));
    const result = analyze('scan0042.pdf', directorsAndOfficers, unkeyed);
    expect(result.matchedFileId).toBe(idOf('insurance.d_and_o_policy'));
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test('a recommended file without a knowledge-base key is matched by its own name and description', () => {
    const custom: RecommendedFileProfile = {
      id: 'custom-1',
      fileName: 'Robot Fleet Telemetry Retention Schedule',
      category: 'Data Security & IT',
      description: 'How long robot telemetry and warehouse maps are kept, and when they are deleted.',
      documentKey: null,
    };
    const text = `Robot fleet telemetry retention schedule\nTelemetry from robots is kept for 13 months and
warehouse maps for the life of the contract; both are deleted within 30 days of contract end.`;
    const result = analyze('retention v2.docx', text, [...recommended, custom]);
    expect(result.matchedFileId).toBe('custom-1');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test('a document without text, or without recommended files, is no match and says why', () => {
    expect(analyze('empty.pdf', '   ')).toMatchObject({ matchedFileId: null, confidence: 0 });
    expect(analyze('empty.pdf', '   ').reasoning).toBe('The document has no readable text.');
    const none = analyze('NW board mins.docx', boardMinutes, []);
    expect(none).toMatchObject({
      matchedFileId: null,
      reasoning: 'There are no recommended files to match.',
    });
  });

  test('reads a long document in milliseconds', () => {
    const long = `${boardMinutes}\n${'The board reviewed trading, cash and hiring against the plan. '.repeat(20_000)}`;
    const started = performance.now();
    expect(analyze('board.docx', long).matchedFileId).toBe(idOf('board.board_minutes'));
    // Generous for a shared 2-core machine; typical is tens of milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
