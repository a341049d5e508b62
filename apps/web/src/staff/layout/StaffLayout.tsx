import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useAuth, useSignedInUser } from '@web/shared/auth/auth-context';
import { StoreLogo } from '@web/shared/layout/StoreLogo';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { messages } from '@web/shared/messages';
import { LazyOutlet } from '@web/shared/routing/guards';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { BillingBanner } from '../billing/BillingBanner';
import { useLinnworksOnLoad } from '../linnworks/use-linnworks-on-load';
import { ModalApiProvider } from './modal-api';
import { StaffMenu } from './StaffMenu';

/** "Ann Lee" → "AL"; an e-mail address → its first letter. */
function initials(name: string): string {
  const words = name.includes('@') ? [name] : name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** The back office frame: store branding, the menu (sider on desktop, drawer under 768 px), the screen. */
export function StaffLayout() {
  const isMobile = useIsMobile();
  const user = useSignedInUser();
  const store = useStore();
  const { logout } = useAuth();
  const { pathname } = useLocation();
  const userName = user.name || user.email;
  // The drawer belongs to the screen it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  useLinnworksOnLoad();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!isMobile && (
        <Layout.Sider width={232} theme="light" style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
          <div style={{ padding: 16 }}>
            <StoreLogo />
          </div>
          <StaffMenu />
        </Layout.Sider>
      )}
      {/* min-width 0: a wide table scrolls inside itself instead of widening the page (issue 33). */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header style={{ borderBottom: '1px solid #f0f0f0' }}>
          <Flex align="center" gap={12} style={{ height: '100%' }}>
            {isMobile && (
              <Button
                icon={<MenuOutlined />}
                aria-label="Open menu"
                onClick={() => setDrawerPath(pathname)}
                data-testid="open-menu"
              />
            )}
            {isMobile && (
              <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
                <StoreLogo height={28} lines={3} />
              </div>
            )}
            {!isMobile && <div style={{ flex: 1 }} />}
            {isMobile ? (
              // On a phone the header's room goes to the store name; the user shows as initials (name in title).
              <span role="img" aria-label={userName} title={userName} data-testid="current-user">
                <Avatar size="small" aria-hidden style={{ backgroundColor: '#1f5f8b', color: '#ffffff' }}>
                  {initials(userName)}
                </Avatar>
              </span>
            ) : (
              <Typography.Text ellipsis style={{ maxWidth: 280 }} data-testid="current-user">
                {userName}
              </Typography.Text>
            )}
            <Button
              icon={<LogoutOutlined />}
              onClick={logout}
              aria-label={messages.logout}
              data-testid="header-logout"
            >
              {isMobile ? null : messages.logout}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: isMobile ? 12 : 24 }}>
          {store.maintenanceMode && (
            <Alert
              type="warning"
              showIcon
              title="Maintenance mode is on: sellers and staff without the Settings control see the maintenance screen."
              style={{ marginBottom: 16 }}
            />
          )}
          <BillingBanner />
          <ModalApiProvider>
            <LazyOutlet inFrame />
          </ModalApiProvider>
        </Layout.Content>
      </Layout>
      {isMobile && (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={280}
          title={<StoreLogo height={28} />}
          onClose={() => setDrawerPath(null)}
          styles={{ body: { padding: 0 } }}
        >
          <StaffMenu />
        </Drawer>
      )}
    </Layout>
  );
}
