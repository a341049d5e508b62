import { SIZE_TYPES } from '@backroom/domain/constants';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { NumberField, SwitchField, settingsRule } from './fields';
import { SettingsSection } from './SettingsSection';

/** Inventory: status safety, pricing, preapproval, and the fees charged to consigners. */
export function InventorySection({ symbol }: { symbol: string }) {
  const form = Form.useFormInstance();
  const chargeTax: boolean = Form.useWatch('chargeTax', form) ?? false;
  const autoPreapproval: boolean = Form.useWatch('autoPreapproval', form) ?? false;
  return (
    <SettingsSection id="inventory" title="Inventory">
      <Row gutter={16}>
        <SwitchField
          name="safeInventoryStatusMode"
          label="Safe inventory status mode"
          help="Sold, pending-sale and paid items cannot change status."
        />
        <SwitchField
          name="livePriceChanges"
          label="Live price changes"
          help="Price changes reach the storefront at once."
        />
        <SwitchField
          name="prioritizeStore"
          label="Prioritize store inventory"
          help="Store-owned items sell first."
        />
        <SwitchField
          name="absorbDiscount"
          label="Absorb discounts"
          help="Discounts do not lower consigner payouts."
        />
        <NumberField
          name="upPrice"
          label="Up price"
          prefix={symbol}
          help="Added to listed prices (optional)."
        />
        <Col xs={24} sm={12} md={8}>
          <Form.Item label="Size system" name="sizeType" extra="Default US">
            <Select
              allowClear
              options={SIZE_TYPES.map((v) => ({ value: v, label: v }))}
              data-testid="setting-sizeType"
            />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">Preapproval</Divider>
      <Row gutter={16}>
        <SwitchField
          name="autoPreapproval"
          label="Auto preapproval"
          help="Accept requests priced within the range."
        />
        <NumberField name="minApproval" label="Min approval" prefix={symbol} disabled={!autoPreapproval} />
        <NumberField name="maxApproval" label="Max approval" prefix={symbol} disabled={!autoPreapproval} />
        <NumberField
          name="warnAmount"
          label="Warn amount"
          prefix={symbol}
          help="Warn consigners pricing below this."
        />
        <Col xs={24} md={16}>
          <Form.Item label="Warn text" name="warnText" rules={[settingsRule('warnText')]}>
            <Input data-testid="setting-warnText" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">Fees</Divider>
      <Row gutter={16}>
        <NumberField
          name="payoutFee"
          label="Payout fee"
          suffix="%"
          max={100}
          help="Transaction fee on payouts."
        />
        <NumberField name="cleaningFee" label="Cleaning fee" prefix={symbol} />
        <NumberField name="boxFee" label="Box fee" prefix={symbol} />
        <NumberField
          name="withdrawFee"
          label="Withdraw fee"
          prefix={symbol}
          help="Charged for early withdrawals."
        />
        <NumberField
          name="withdrawEarlyDays"
          label="Withdraw early days"
          precision={0}
          help="Withdrawing within this many days of acceptance is early."
        />
        <SwitchField name="chargeTax" label="Charge VAT" help="Add VAT to the store's fees." />
        <NumberField name="vatRate" label="VAT rate" suffix="%" max={100} disabled={!chargeTax} />
      </Row>
    </SettingsSection>
  );
}
