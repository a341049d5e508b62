import { PAYOUT_OPTIONS, SIGNUP_INFO_OPTIONS } from '@backroom/domain/constants';
import { CheckboxGroupField } from '@web/shared/forms/CheckboxGroupField';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { SwitchField, settingsRule } from './fields';
import { SettingsSection } from './SettingsSection';

/** Consigner: what sign-up asks, how consigners are paid, and the shipping instructions they get. */
export function ConsignerSection() {
  return (
    <SettingsSection id="consigner" title="Consigner">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Signup info" name="signupInfo" required rules={[settingsRule('signupInfo')]}>
            <CheckboxGroupField
              options={SIGNUP_INFO_OPTIONS.map((v) => ({ value: v, label: v }))}
              data-testid="setting-signupInfo"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Payout options"
            name="payoutOptions"
            required
            rules={[settingsRule('payoutOptions')]}
          >
            <CheckboxGroupField
              options={PAYOUT_OPTIONS.map((v) => ({ value: v, label: v }))}
              data-testid="setting-payoutOptions"
            />
          </Form.Item>
        </Col>
        <SwitchField
          name="automatedPayout"
          label="Automated payout"
          help="Pay consigners by digital cheque."
        />
        <SwitchField
          name="simplifiedBankForm"
          label="Simplified bank form"
          help="Bank details ask for account name and number only (no routing, SWIFT or IBAN)."
        />
        <Col xs={24}>
          <Form.Item
            label="Ship instructions"
            name="shipInstructions"
            required
            rules={[settingsRule('shipInstructions')]}
            extra="One instruction per line."
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} data-testid="setting-shipInstructions" />
          </Form.Item>
        </Col>
      </Row>
    </SettingsSection>
  );
}
