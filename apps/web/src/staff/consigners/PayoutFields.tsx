import { BANK_ACCOUNT_TYPES, SOUTH_AFRICAN_BANKS } from '@backroom/domain/banks';
import {
  BANK_FIELD_LABELS,
  type BankField,
  ROUTING_TYPE_FIELDS,
  type RoutingType,
} from '@backroom/domain/constants';
import { makeAddConsignerSchema } from '@backroom/domain/schemas/consigner';
import { containsText } from '@web/shared/forms/filter';
import { formRule } from '@web/shared/forms/rules';
import AutoComplete from 'antd/es/auto-complete';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { PAYOUT_TYPE_OPTIONS, ROUTING_TYPE_OPTIONS } from './api/consigner';
import { ADD_CONSIGNER_SAMPLE } from './form-sample';

interface PayoutFieldsProps {
  /** Account name and number only (store setting simplifiedBankForm, or store 32). */
  simplified: boolean;
}

/** The fields each routing type shows; swift asks for account number or IBAN (either will do). */
function fieldsFor(routingType: RoutingType): BankField[] {
  const rule = ROUTING_TYPE_FIELDS[routingType];
  return [...rule.required, ...(rule.oneOf ?? []).filter((f) => !rule.required.includes(f))];
}

const bankOptions = SOUTH_AFRICAN_BANKS.map((value) => ({ value }));
const bankTypeOptions = BANK_ACCOUNT_TYPES.map((value) => ({ value, label: value }));

/**
 * Payout type and its fields (spec 3 §5): Bank asks for the routing type's fields, PayPal and Zelle for one
 * e-mail-like account. Validated by the domain's add-consigner schema, field by field.
 */
export function PayoutFields({ simplified }: PayoutFieldsProps) {
  const form = Form.useFormInstance();
  const schema = makeAddConsignerSchema({ routingFields: !simplified });
  const payoutType: string = Form.useWatch('payoutType', form) ?? 'Bank';
  const routingType: RoutingType = Form.useWatch(['bankData', 'routingType'], form) ?? 'abaNumber';
  const shown: BankField[] = simplified ? ['accountName', 'accountNumber'] : fieldsFor(routingType);
  const label = PAYOUT_TYPE_OPTIONS.find((o) => o.value === payoutType)?.label ?? payoutType;
  const oneOf = simplified ? [] : (ROUTING_TYPE_FIELDS[routingType].oneOf ?? []);

  return (
    <>
      <Form.Item label="Payout type" name="payoutType" required>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={PAYOUT_TYPE_OPTIONS.map((o) => ({ ...o }))}
          data-testid="payout-type"
        />
      </Form.Item>
      {payoutType === 'Bank' ? (
        <>
          {!simplified && (
            <Form.Item label="Routing type" name={['bankData', 'routingType']} required>
              <Radio.Group options={ROUTING_TYPE_OPTIONS} data-testid="routing-type" />
            </Form.Item>
          )}
          <Row gutter={12}>
            {shown.map((field) => (
              <Col xs={24} sm={12} key={field}>
                <Form.Item
                  label={BANK_FIELD_LABELS[field]}
                  name={['bankData', field]}
                  required={!oneOf.includes(field)}
                  extra={oneOf.includes(field) ? 'Account number or IBAN' : undefined}
                  rules={[formRule(schema, ['bankData', field], ADD_CONSIGNER_SAMPLE)]}
                  dependencies={
                    oneOf.length > 0 ? oneOf.filter((f) => f !== field).map((f) => ['bankData', f]) : []
                  }
                >
                  <Input autoComplete="off" data-testid={`bank-${field}`} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} sm={12}>
              <Form.Item label="Bank" name={['bankData', 'bank']}>
                <AutoComplete options={bankOptions} showSearch={containsText} data-testid="bank-bank" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Bank account type" name={['bankData', 'bankType']}>
                <Select allowClear options={bankTypeOptions} data-testid="bank-bankType" />
              </Form.Item>
            </Col>
            {simplified && (
              <Col xs={24} sm={12}>
                <Form.Item label="Branch code" name={['bankData', 'branchCode']}>
                  <Input autoComplete="off" data-testid="bank-branchCode" />
                </Form.Item>
              </Col>
            )}
          </Row>
        </>
      ) : (
        <Form.Item
          label={`${label} account email`}
          name="payoutData"
          required
          rules={[formRule(schema, 'payoutData', ADD_CONSIGNER_SAMPLE)]}
        >
          <Input type="email" autoComplete="off" data-testid="payout-account" />
        </Form.Item>
      )}
    </>
  );
}
