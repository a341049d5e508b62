import { payoutTypeLabel } from '@backroom/domain/constants';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import type { PayoutShare } from './api/types';

const BANK_FIELDS: [string, string][] = [
  ['accountName', 'Account name'],
  ['accountNumber', 'Account number'],
  ['routingType', 'Routing type'],
  ['routingNumber', 'Routing number'],
  ['swiftCode', 'Swift code'],
  ['ibanNumber', 'IBAN'],
  ['bank', 'Bank'],
  ['bankType', 'Account type'],
  ['branchCode', 'Branch code'],
];

/** The consigner's payout details, read-only, from the payouts list's expanded row. */
export function BankDetailsButton({ share }: { share: PayoutShare }) {
  const [open, setOpen] = useState(false);
  const bank: Record<string, string | null | undefined> = {
    accountName: share.accountName,
    accountNumber: share.accountNumber,
    bank: share.bank,
    bankType: share.bankType,
    branchCode: share.branchCode,
    ...(share.bankData ?? {}),
  };
  const items = [
    { key: 'type', label: 'Payout type', children: payoutTypeLabel(share.payoutType) || '—' },
    ...(share.payoutType && share.payoutType !== 'Bank'
      ? [{ key: 'account', label: 'Account', children: share.payoutData ?? '—' }]
      : []),
    ...BANK_FIELDS.filter(([k]) => bank[k]).map(([k, label]) => ({ key: k, label, children: bank[k] })),
  ];
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`bank-details-${share.consignerId}`}>
        Bank Details
      </Button>
      <Modal open={open} title={`${share.name}: bank details`} footer={null} onCancel={() => setOpen(false)}>
        <Descriptions column={1} size="small" items={items} />
      </Modal>
    </>
  );
}
