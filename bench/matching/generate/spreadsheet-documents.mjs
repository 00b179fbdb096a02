// Written evaluation spreadsheets (xlsx, xls, csv) of Northwind Robotics Ltd. A title row above the
// header is common in real workbooks, so several sheets start with one.

import { financeAndPeopleSheets } from './spreadsheets-finance-people.mjs';
import { legalAndComplianceSheets } from './spreadsheets-legal-compliance.mjs';
import { technologyAndCommercialSheets } from './spreadsheets-technology-commercial.mjs';

export const spreadsheetDocuments = [
  ...financeAndPeopleSheets,
  ...legalAndComplianceSheets,
  ...technologyAndCommercialSheets,
];
