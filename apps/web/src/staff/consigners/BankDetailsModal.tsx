import { FormModal } from '@web/shared/layout/FormModal';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import { bankDetailsOf, type Consigner } from './api/consigner';
import type { ConsignerChanges } from './api/update-consigner';
import { PayoutFields } from './PayoutFields';

type DetailsValues = Pick<ConsignerChanges, 'payoutType' | 'payoutData' | 'bankData'>;

interface BankDetailsModalProps {
  open: boolean;
  consigner: Consigner;
  simplified: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (changes: ConsignerChanges) => void;
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/** The request's payout fields: Bank keeps bank data, other payout types keep only the account. */
export function payoutChanges(values: DetailsValues, simplified: boolean): ConsignerChanges {
  const payoutType = values.payoutType ?? 'Bank';
  if (payoutType !== 'Bank') return { payoutType, payoutData: trimmed(values.payoutData), bankData: null };
  const bank = values.bankData ?? {};
  return {
    payoutType,
    payoutData: null,
    bankData: {
      routingType: simplified ? null : (bank.routingType ?? 'abaNumber'),
      accountName: trimmed(bank.accountName),
      accountNumber: trimmed(bank.accountNumber),
      routingNumber: trimmed(bank.routingNumber),
      swiftCode: trimmed(bank.swiftCode),
      ibanNumber: trimmed(bank.ibanNumber),
      bank: trimmed(bank.bank),
      bankType: trimmed(bank.bankType),
      branchCode: trimmed(bank.branchCode),
    },
  };
}

/** Details: the consigner's payout type and bank details, edited by staff (spec 3 §2.5). */
export function BankDetailsModal({
  open,
  consigner,
  simplified,
  saving,
  onCancel,
  onSave,
}: BankDetailsModalProps) {
  const [form] = Form.useForm<DetailsValues>();
  const bank = bankDetailsOf(consigner);
  return (
    <FormModal<DetailsValues>
      open={open}
      title="Payout details"
      form={form}
      name="bankDetails"
      submitText="Save details"
      loading={saving}
      width={720}
      initialValues={{
        payoutType: consigner.payoutType || 'Bank',
        payoutData: consigner.payoutData,
        bankData: { ...bank, routingType: bank.routingType ?? 'abaNumber' },
      }}
      onCancel={onCancel}
      onFinish={(values) => onSave(payoutChanges(values, simplified))}
    >
      <Typography.Paragraph type="secondary">
        Consigners cannot change their bank details themselves once submitted; make changes here when they ask
        in person or by e-mail.
      </Typography.Paragraph>
      <PayoutFields simplified={simplified} />
    </FormModal>
  );
}
