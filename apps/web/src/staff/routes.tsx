import type { RouteAccess } from '@backroom/domain/access';
import { NotAvailableYet, NotFoundPage, RouteErrorPage } from '@web/shared/pages/problem-pages';
import { LazyOutlet, RequireAccount } from '@web/shared/routing/guards';
import { lazyPage, preloadRoute } from '@web/shared/routing/lazy-page';
import { publicRoutes } from '@web/shared/routing/public-routes';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAccess } from './access/RequireAccess';
import { staffAccess as A } from './access/staff-access';
import { staffSplash } from './signup/staff-splash';

const StaffLayout = lazyPage(() => import('./layout/StaffLayout').then((m) => m.StaffLayout));
const StaffIndexPage = lazyPage(() => import('./home/StaffIndexPage').then((m) => m.StaffIndexPage));
const StaffSignupPage = lazyPage(() => import('./signup/StaffSignupPage').then((m) => m.StaffSignupPage));
const EmployeesPage = lazyPage(() => import('./employees/EmployeesPage').then((m) => m.EmployeesPage));
const EmployeePage = lazyPage(() => import('./employees/EmployeePage').then((m) => m.EmployeePage));
const AddEmployeePage = lazyPage(() => import('./employees/AddEmployeePage').then((m) => m.AddEmployeePage));
const ProductsPage = lazyPage(() => import('./products/ProductsPage').then((m) => m.ProductsPage));
const ProductPage = lazyPage(() => import('./products/ProductPage').then((m) => m.ProductPage));
const CreateProductPage = lazyPage(() =>
  import('./products/CreateProductPage').then((m) => m.CreateProductPage),
);
const ShopifyImportPage = lazyPage(() =>
  import('./products/shopify-import/ShopifyImportPage').then((m) => m.ShopifyImportPage),
);
const ProductTemplatesPage = lazyPage(() =>
  import('./product-templates/ProductTemplatesPage').then((m) => m.ProductTemplatesPage),
);
const ImportPage = lazyPage(() => import('./imports/ImportPage').then((m) => m.ImportPage));
const FeesPage = lazyPage(() => import('./fees/FeesPage').then((m) => m.FeesPage));
const TermsPage = lazyPage(() => import('./terms/TermsPage').then((m) => m.TermsPage));
const ExpiringPage = lazyPage(() => import('./terms/ExpiringPage').then((m) => m.ExpiringPage));
const MarkdownsPage = lazyPage(() => import('./terms/MarkdownsPage').then((m) => m.MarkdownsPage));
const SubLocationsPage = lazyPage(() =>
  import('./sublocations/SubLocationsPage').then((m) => m.SubLocationsPage),
);
const ConsignersPage = lazyPage(() => import('./consigners/ConsignersPage').then((m) => m.ConsignersPage));
const ConsignerPage = lazyPage(() => import('./consigners/ConsignerPage').then((m) => m.ConsignerPage));
const AddConsignerPage = lazyPage(() =>
  import('./consigners/AddConsignerPage').then((m) => m.AddConsignerPage),
);
const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));
const ShopReportPage = lazyPage(() => import('./reports/ShopReportPage').then((m) => m.ShopReportPage));
const BillingPage = lazyPage(() => import('./billing/BillingPage').then((m) => m.BillingPage));
const ApiKeysPage = lazyPage(() => import('./api-keys/ApiKeysPage').then((m) => m.ApiKeysPage));
const SettingsPage = lazyPage(() => import('./settings/SettingsPage').then((m) => m.SettingsPage));
const inventoryLists = () => import('./inventory/list/pages');
const FindInventoryPage = lazyPage(() => inventoryLists().then((m) => m.FindInventoryPage));
const IncomingInventoryPage = lazyPage(() => inventoryLists().then((m) => m.IncomingInventoryPage));
const RequestedInventoryPage = lazyPage(() => inventoryLists().then((m) => m.RequestedInventoryPage));
const ReadyToPrintPage = lazyPage(() => inventoryLists().then((m) => m.ReadyToPrintPage));
const WithdrawnInventoryPage = lazyPage(() => inventoryLists().then((m) => m.WithdrawnInventoryPage));
const PriceChangeInventoryPage = lazyPage(() => inventoryLists().then((m) => m.PriceChangeInventoryPage));
const WithdrawalRequestPage = lazyPage(() => inventoryLists().then((m) => m.WithdrawalRequestPage));
const ConsignmentRequestsPage = lazyPage(() => inventoryLists().then((m) => m.ConsignmentRequestsPage));
const BuyingRequestsPage = lazyPage(() => inventoryLists().then((m) => m.BuyingRequestsPage));
const TransfersPage = lazyPage(() => inventoryLists().then((m) => m.TransfersPage));
const AcceptTransfersPage = lazyPage(() => inventoryLists().then((m) => m.AcceptTransfersPage));
const InventoryDetailPage = lazyPage(() =>
  import('./inventory/detail/InventoryDetailPage').then((m) => m.InventoryDetailPage),
);
const AddInventoryWizard = lazyPage(() =>
  import('./inventory/add/AddInventoryWizard').then((m) => m.AddInventoryWizard),
);
const RequestItemsPage = lazyPage(() =>
  import('./inventory/request/RequestItemsPage').then((m) => m.RequestItemsPage),
);
const OrdersPage = lazyPage(() => import('./orders/OrdersPage').then((m) => m.OrdersPage));
const OrderPage = lazyPage(() => import('./orders/OrderPage').then((m) => m.OrderPage));
const ReadyToPayPage = lazyPage(() => import('./payouts/ReadyToPayPage').then((m) => m.ReadyToPayPage));
const PayoutsPage = lazyPage(() => import('./payouts/PayoutsPage').then((m) => m.PayoutsPage));
const PayoutPage = lazyPage(() => import('./payouts/PayoutPage').then((m) => m.PayoutPage));
const QuickAddPage = lazyPage(() => import('./setup/QuickAddPage').then((m) => m.QuickAddPage));
const ScanIntakePage = lazyPage(() => import('./scan/ScanIntakePage').then((m) => m.ScanIntakePage));
const RegisterPage = lazyPage(() => import('./register/RegisterPage').then((m) => m.RegisterPage));
const ShiftsPage = lazyPage(() => import('./register/ShiftsPage').then((m) => m.ShiftsPage));
const DiscountLimitsPage = lazyPage(() =>
  import('./register/DiscountLimitsPage').then((m) => m.DiscountLimitsPage),
);
const ReconciliationPage = lazyPage(() =>
  import('./scan-items/ReconciliationPage').then((m) => m.ReconciliationPage),
);

interface StaffScreen {
  path: string;
  access: RouteAccess;
  /** A built screen; otherwise the feature's name for NotAvailableYet. */
  element?: ReactNode;
  feature?: string;
}

/** Every staff route of spec 1 §2.4 with the access it needs; screens not built yet say so. */
const screens: StaffScreen[] = [
  { path: 'dashboard', access: A.dashboard, element: <DashboardPage /> },
  { path: 'reports', access: A.reports, element: <ShopReportPage /> },
  { path: 'request', access: A.products, element: <RequestItemsPage /> },
  // "/products/" is where the product request's Back button leads (spec 3 §2.3): the products list.
  { path: 'products', access: A.products, element: <ProductsPage /> },
  { path: 'products/create', access: A.products, element: <CreateProductPage /> },
  // Issue 33: a one-off item and its product in one form (the server also asks for the Inventory control).
  { path: 'quickAdd', access: A.products, element: <QuickAddPage /> },
  { path: 'products/shopify', access: A.products, element: <ShopifyImportPage /> },
  { path: 'products/:id', access: A.products, element: <ProductPage /> },

  { path: 'import/items', access: A.inventory, element: <ImportPage kind="items" /> },
  { path: 'import/consigners', access: A.consigners, element: <ImportPage kind="consigners" /> },
  { path: 'scan', access: A.inventory, element: <ScanIntakePage /> },
  { path: 'scanItems', access: A.inventory, element: <ReconciliationPage /> },
  { path: 'addInventory/:id', access: A.inventory, element: <AddInventoryWizard /> },
  { path: 'findInventory', access: A.inventory, element: <FindInventoryPage /> },
  { path: 'inventories/:id', access: A.inventory, element: <InventoryDetailPage /> },
  { path: 'requestedInventory', access: A.inventory, element: <RequestedInventoryPage /> },
  { path: 'incomingInventory', access: A.inventory, element: <IncomingInventoryPage /> },
  { path: 'readyToPrint', access: A.inventory, element: <ReadyToPrintPage /> },
  { path: 'withdrawnInventory', access: A.inventory, element: <WithdrawnInventoryPage /> },
  { path: 'pendingPriceChangeInventory', access: A.inventory, element: <PriceChangeInventoryPage /> },
  { path: 'pendingWithdrawalInventory', access: A.inventory, element: <WithdrawalRequestPage /> },
  { path: 'expiring', access: A.inventory, element: <ExpiringPage /> },
  { path: 'markdowns', access: A.inventory, element: <MarkdownsPage /> },
  { path: 'acceptTransfers', access: A.inventory, element: <AcceptTransfersPage /> },
  { path: 'requestInventory', access: A.inventory, element: <ConsignmentRequestsPage /> },
  { path: 'buyingInventory', access: A.inventory, element: <BuyingRequestsPage /> },

  { path: 'transfers', access: A.orders, element: <TransfersPage /> },
  { path: 'findOrders', access: A.orders, element: <OrdersPage /> },
  { path: 'orders/:id', access: A.orders, element: <OrderPage /> },
  { path: 'pendingPayouts', access: A.orders, element: <ReadyToPayPage /> },
  { path: 'payouts', access: A.orders, element: <PayoutsPage /> },
  { path: 'payouts/:id', access: A.orders, element: <PayoutPage /> },
  { path: 'register', access: A.register, element: <RegisterPage /> },
  { path: 'register/shifts', access: A.register, element: <ShiftsPage /> },
  { path: 'register/limits', access: A.employees, element: <DiscountLimitsPage /> },

  { path: 'consigners', access: A.consigners, element: <ConsignersPage /> },
  { path: 'consigners/:id', access: A.consigners, element: <ConsignerPage /> },
  { path: 'addConsigner', access: A.consigners, element: <AddConsignerPage /> },

  { path: 'employees', access: A.employees, element: <EmployeesPage /> },
  { path: 'employees/:id', access: A.employees, element: <EmployeePage /> },
  { path: 'addEmployee', access: A.employees, element: <AddEmployeePage /> },

  { path: 'settings', access: A.settings, element: <SettingsPage /> },
  { path: 'fees', access: A.settings, element: <FeesPage /> },
  { path: 'terms', access: A.settings, element: <TermsPage /> },
  { path: 'productTemplates', access: A.settings, element: <ProductTemplatesPage /> },
  { path: 'subLocations', access: A.settings, element: <SubLocationsPage /> },
  { path: 'billing', access: A.billing, element: <BillingPage /> },
  { path: 'apiKeys', access: A.apiKeys, element: <ApiKeysPage /> },
];

function screenRoute({ path, access, element, feature }: StaffScreen): RouteObject {
  return {
    path,
    element: (
      <RequireAccess access={access}>
        {element ?? <NotAvailableYet feature={feature ?? path} />}
      </RequireAccess>
    ),
  };
}

const routes: RouteObject[] = [
  {
    element: <LazyOutlet />,
    errorElement: <RouteErrorPage />,
    children: [
      ...publicRoutes({ signup: <StaffSignupPage />, splash: staffSplash }),
      {
        element: <RequireAccount />,
        children: [
          {
            element: <StaffLayout />,
            children: [
              { index: true, element: <StaffIndexPage /> },
              ...screens.map(screenRoute),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

preloadRoute(routes, window.location.pathname);
export const staffRouter = createBrowserRouter(routes);
