export * from './billing/invoice';
export * from './billing/period';
export * from './billing/plans';
export * from './billing/proration';
export * from './billing/status';
