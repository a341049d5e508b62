import { CURRENCY_CODES } from '@backroom/domain/constants';
import { SingleImageUpload } from '@web/shared/uploads/ImageUpload';
import type { StoreSettings } from '@web/staff/common/api/store-settings';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { SwitchField, settingsRule } from './fields';
import { SettingsSection } from './SettingsSection';

const currencyOptions = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/** Store: name, e-mail, addresses, currency, logo, terms, and the store-wide switches. */
export function StoreSection({ store }: { store: StoreSettings }) {
  return (
    <SettingsSection id="store" title="Store">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Store Name" name="name" required rules={[settingsRule('name')]}>
            <Input autoComplete="organization" data-testid="setting-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Support email"
            name="supportEmail"
            required
            rules={[settingsRule('supportEmail')]}
          >
            <Input type="email" autoComplete="email" data-testid="setting-supportEmail" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Redirect URL"
            name="redirectURL"
            required
            rules={[settingsRule('redirectURL')]}
            extra="Where the storefront sends shoppers back to."
          >
            <Input inputMode="url" data-testid="setting-redirectURL" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Store Currency" name="currency" required rules={[settingsRule('currency')]}>
            <Select
              options={currencyOptions}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="setting-currency"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Consigner Domain"
            name="consignerUrl"
            required
            rules={[settingsRule('consignerUrl')]}
          >
            <Input inputMode="url" data-testid="setting-consignerUrl" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="In-Store App Domain"
            name="inStoreUrl"
            required
            rules={[settingsRule('inStoreUrl')]}
          >
            <Input inputMode="url" data-testid="setting-inStoreUrl" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Consigner CNAME" name="consignerCname" extra="Optional custom domain record.">
            <Input data-testid="setting-consignerCname" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Handle" extra="The store's handle cannot be changed.">
            <Input value={store.handle} disabled aria-label="Handle" />
          </Form.Item>
        </Col>
        {(store.shop || store.domain) && (
          <Col xs={24} md={12}>
            <Form.Item label="Storefront" extra="Linked when the store was created.">
              <Input value={store.shop || store.domain || ''} disabled aria-label="Storefront" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item label="Logo" name="logo">
            <SingleImageUpload label="the logo" testId="setting-logo" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            label="Terms of service"
            name="termsOfService"
            extra="Consigners accept these when they sign up."
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} data-testid="setting-termsOfService" />
          </Form.Item>
        </Col>
        <SwitchField name="isBuyingStore" label="Buying store" help="Consigners are called Sellers." />
        <SwitchField
          name="onlineMarketplace"
          label="Online marketplace"
          help="Offer the online marketplace location, and open the built-in shop."
        />
        <SwitchField
          name="shopPayInStore"
          label="Shop orders paid at pickup"
          help="The built-in shop takes orders without online payment; the buyer pays when collecting. Off, the shop only shows your stock."
        />
        <SwitchField
          name="maintenanceMode"
          label="Maintenance mode"
          help="Sellers and staff without Settings access see the maintenance screen."
        />
      </Row>
    </SettingsSection>
  );
}
