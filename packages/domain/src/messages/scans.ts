/** Messages of the scans area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/scans/gtin-scan.ts
/** Not in the spec: a code on another consigner's label is not a GTIN to attach (that would file the code). */
export const INTAKE_MESSAGES = {
  otherConsigner: 'This item belongs to another consigner.',
} as const;

// from apps/server/src/features/scans/reconcile.ts
export const SCAN_MESSAGES = { notFound: 'Scan not found.' } as const;
