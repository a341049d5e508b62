import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useAuth, useSignedInUser } from '@web/shared/auth/auth-context';
import { StoreLogo } from '@web/shared/layout/StoreLogo';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { messages } from '@web/shared/messages';
import { LazyOutlet } from '@web/shared/routing/guards';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SellerMenu } from './SellerMenu';

/** The seller portal frame: logo and menu in the header, "Consigner ID" on desktop, drawer under 768 px. */
export function SellerLayout() {
  const isMobile = useIsMobile();
  const user = useSignedInUser();
  const { logout } = useAuth();
  const { pathname } = useLocation();
  // The drawer belongs to the screen it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);

  return (
    <Layout style={{ minHeight: '100vh' }}>
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
          <Link to="/" aria-label="Home" style={{ display: 'flex', alignItems: 'center' }}>
            <StoreLogo height={isMobile ? 28 : 36} />
          </Link>
          {isMobile ? <div style={{ flex: 1 }} /> : <SellerMenu mode="horizontal" />}
          {!isMobile && (
            <Typography.Text type="secondary" data-testid="consigner-id" style={{ whiteSpace: 'nowrap' }}>
              Consigner ID: {user.id}
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
        <LazyOutlet />
      </Layout.Content>
      {isMobile && (
        <Drawer
          open={drawerPath === pathname}
          placement="left"
          size={280}
          title={<StoreLogo height={28} />}
          onClose={() => setDrawerPath(null)}
          styles={{ body: { padding: 0 } }}
        >
          <SellerMenu mode="inline" />
        </Drawer>
      )}
    </Layout>
  );
}
