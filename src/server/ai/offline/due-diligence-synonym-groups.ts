// The groups are data, kept by area: company, shares, governance, funding and the numbers;
// contracts, property, disputes, insurance and compliance; people, IT security, privacy,
// resilience and ESG.
import contractsAndLegal from './synonym-groups/contracts-and-legal.json' with { type: 'json' };
import corporateAndFinance from './synonym-groups/corporate-and-finance.json' with { type: 'json' };
import peopleTechnologyAndEsg from './synonym-groups/people-technology-and-esg.json' with { type: 'json' };

/**
 * Words people ask with and words documents are written in, grouped by what they mean in due
 * diligence: a question about 'directors' should meet minutes naming 'the board', 'interest rate'
 * a facility's 'margin over SOFR', 'how much do we owe the bank' a facility agreement. Each group
 * becomes one shared feature of the offline embedding, and a question naming any phrase of a group
 * also searches for the group's other phrases. Kept general (any company's data room, the lay words
 * a founder types as well as the terms a lawyer drafts in), not tuned to one set of documents: a
 * phrase common outside its meaning ('report', 'notice') would pull every question that uses it
 * towards the group, so triggers are specific words or phrases of two or more.
 */
export const curatedSynonymGroups: Record<string, string[]> = {
  ...corporateAndFinance,
  ...contractsAndLegal,
  ...peopleTechnologyAndEsg,
};
