import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { PlatformLogin } from './PlatformLogin';
import { PlatformSignup } from './PlatformSignup';

const items = [
  { key: 'login', label: 'Login', children: <PlatformLogin /> },
  { key: 'signup', label: 'Signup', children: <PlatformSignup /> },
];

/** The platform landing screen (also served at /storeSignup): tabs Login and Signup. */
export function PlatformPage() {
  const startTab = window.location.pathname.startsWith('/storeSignup') ? 'signup' : 'login';
  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '40px 12px', background: '#f5f6f8' }}>
      <Typography.Title level={1} style={{ marginBottom: 4, fontSize: 38 }}>
        Backroom
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        The back office and seller portal for consignment and resale shops.
      </Typography.Paragraph>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Tabs defaultActiveKey={startTab} items={items} />
      </Card>
    </Flex>
  );
}
