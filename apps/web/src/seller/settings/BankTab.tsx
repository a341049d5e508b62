import { messages } from '@backroom/domain/messages';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { type ConsignerProfile, useUpdateProfile } from '../api/consigner-profile';
import { PayoutFields } from '../common/PayoutFields';
import { type BankFormValues, bankChanges, bankFormValues, hasPayoutDetails } from './bank-values';

/**
 * Bank: payout type, routing type and its fields (or one PayPal/Zelle address). Once details are on file the
 * form is read-only and tells the consigner to visit or e-mail the store (spec 1 §2.3).
 */
export function BankTab({ profile }: { profile: ConsignerProfile }) {
  const store = useStore();
  const [form] = Form.useForm<BankFormValues>();
  const initial = bankFormValues(profile);
  const payoutType = Form.useWatch('payoutType', form) ?? initial.payoutType;
  const routingType = Form.useWatch('routingType', form) ?? initial.routingType;
  const locked = hasPayoutDetails(profile);
  const update = useUpdateProfile({ meta: { successMessage: messages.detailsUpdated } });

  return (
    <Form<BankFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      disabled={locked}
      style={{ maxWidth: 520 }}
      onFinish={(values) =>
        update.mutate({
          id: profile.id,
          changes: bankChanges({ ...initial, ...values }, store.simplifiedBankForm),
        })
      }
      data-testid="bank-form"
      data-locked={locked}
    >
      {locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="bank-read-only"
          title="Your bank details are on file and can no longer be changed here."
          description={
            <>
              To change them, visit the store or e-mail{' '}
              <a href={`mailto:${store.supportEmail}`}>{store.supportEmail}</a>.
            </>
          }
        />
      )}
      <PayoutFields payoutType={payoutType} routingType={routingType} simplified={store.simplifiedBankForm} />
      {!locked && (
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-bank">
          Save details
        </Button>
      )}
    </Form>
  );
}
