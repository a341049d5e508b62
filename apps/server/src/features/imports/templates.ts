/** The templates staff download: one column per field (named by its label, so it maps by itself) and a sample row. */

import { csvCell } from '@backroom/domain/csv';
import { type ImportKind, importFieldsOf } from '@backroom/domain/schemas/imports';

const SAMPLES: Record<ImportKind, Record<string, string>> = {
  consigners: {
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@example.com',
    phone: '555-0100',
    address: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    payoutType: 'Paypal',
    payoutData: 'jordan.lee@example.com',
  },
  items: {
    consignerEmail: 'jordan.lee@example.com',
    sku: 'DD1391-100',
    title: 'Nike Dunk Low Panda',
    size: '10',
    condition: 'New',
    price: '180.00',
    cost: '',
    location: 'Main Store',
    status: 'Active',
    acceptedOn: '2024-03-31',
    code: 'OLD-12345',
  },
};

export const templateFileName = (kind: ImportKind) => `backroom-${kind}-template.csv`;

export function templateCsv(kind: ImportKind): string {
  const fields = importFieldsOf(kind).filter((f) => f.key !== 'name');
  const row = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return row(fields.map((f) => f.label)) + row(fields.map((f) => SAMPLES[kind][f.key] ?? ''));
}
