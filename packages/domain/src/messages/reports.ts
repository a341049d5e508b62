/** Messages of the reports area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/reports/routes.ts
export const REPORT_MESSAGES = {
  chooseConsigner: 'Choose a consigner',
  onlyYours: 'You can only see your own report.',
  consignerNotFound: 'Consigner not found',
} as const;
