import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useAuth, useSignedInUser } from '@web/shared/auth/auth-context';
import { StoreLogo } from '@web/shared/layout/StoreLogo';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { messages } from '@web/shared/messages';
import { LazyOutlet } from '@web/shared/routing/guards';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
// The layout without Sider (antd/es/layout adds it; the seller frame has none): ~2.7 KB gzipped less.
import Layout, { Content, Header } from 'antd/es/layout/layout';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ReviewCartProvider } from '../add-items/ReviewCartProvider';
import { AgreementPrompt } from '../terms/AgreementPrompt';
import { SellerNavBar } from './SellerNavBar';
import '@web/shared/layout/plain-text.css';

const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

/** The seller portal frame: logo and menu in the header, "Consigner ID" on desktop, drawer under 768 px. */
export function SellerLayout() {
  const isMobile = useIsMobile();
  const user = useSignedInUser();
  const store = useStore();
  const { logout } = useAuth();
  const { pathname } = useLocation();
  // The drawer belongs to the screen it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  // Mounted from its first opening on, so that closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header style={{ borderBottom: '1px solid #f0f0f0' }}>
        <Flex align="center" gap={12} style={{ height: '100%' }}>
          {isMobile && (
            <Button
              icon={<MenuOutlined />}
              aria-label="Open menu"
              onClick={() => {
                setDrawerUsed(true);
                setDrawerPath(pathname);
              }}
              data-testid="open-menu"
            />
          )}
          <Link
            to="/"
            aria-label={`${store.name}: home`}
            style={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: isMobile ? 1 : '0 1 220px' }}
          >
            <StoreLogo height={isMobile ? 28 : 36} lines={3} />
          </Link>
          {!isMobile && <SellerNavBar />}
          {!isMobile && (
            <span className="plain-secondary" data-testid="consigner-id" style={{ whiteSpace: 'nowrap' }}>
              Consigner ID: {user.id}
            </span>
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
      </Header>
      <AgreementPrompt />
      <Content style={{ padding: isMobile ? 12 : 24 }}>
        {/* Items added for review stay while the seller moves between screens. */}
        <ReviewCartProvider>
          <LazyOutlet inFrame />
        </ReviewCartProvider>
      </Content>
      {isMobile && drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerPath === pathname} onClose={() => setDrawerPath(null)} />
        </Suspense>
      )}
    </Layout>
  );
}
