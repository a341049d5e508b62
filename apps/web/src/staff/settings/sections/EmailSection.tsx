import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { EMAIL_TEMPLATES } from '../settings-values';
import { SettingsSection } from './SettingsSection';

function Messages({ group }: { group: 'emailMsgs' | 'marketplaceEmailMsgs' }) {
  return (
    <Row gutter={16}>
      {EMAIL_TEMPLATES.map(({ key, label }) => (
        <Col xs={24} md={12} key={key}>
          <Form.Item label={label} name={[group, key]}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 8 }}
              placeholder="Leave empty for the standard text"
              data-testid={`setting-${group}-${key}`}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** Custom Email: a store's own text added to each consigner e-mail, for the shop and the marketplace. */
export function EmailSection() {
  return (
    <SettingsSection id="email" title="Custom Email">
      <Typography.Paragraph type="secondary">
        Text added to the e-mails consigners receive. The marketplace texts are used for items at the online
        marketplace location.
      </Typography.Paragraph>
      {/* Both tabs stay mounted (forceRender) so both groups of fields are saved. */}
      <Tabs
        items={[
          {
            key: 'store',
            label: 'Store e-mails',
            children: <Messages group="emailMsgs" />,
            forceRender: true,
          },
          {
            key: 'marketplace',
            label: 'Marketplace e-mails',
            children: <Messages group="marketplaceEmailMsgs" />,
            forceRender: true,
          },
        ]}
      />
    </SettingsSection>
  );
}
