import { NotFoundPage, RouteErrorPage } from '@web/shared/pages/problem-pages';
import { LazyOutlet, RequireAccount } from '@web/shared/routing/guards';
import { lazyPage, preloadRoute } from '@web/shared/routing/lazy-page';
import { publicRoutes } from '@web/shared/routing/public-routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { sellerSplash } from './signup/seller-splash';

// Shown only to a seller who has not accepted the store's terms: its dialog loads then.
const AcceptTermsGate = lazyPage(() => import('./terms/AcceptTermsGate').then((m) => m.AcceptTermsGate));
const SellerLayout = lazyPage(() => import('./layout/SellerLayout').then((m) => m.SellerLayout));
const CataloguePage = lazyPage(() => import('./catalogue/CataloguePage').then((m) => m.CataloguePage));
const SellerSignupPage = lazyPage(() => import('./signup/SellerSignupPage').then((m) => m.SellerSignupPage));
const ShopPage = lazyPage(() => import('./shop/ShopPage').then((m) => m.ShopPage));
const ShopProductPage = lazyPage(() => import('./shop/ShopProductPage').then((m) => m.ShopProductPage));

const SellerProductsPage = lazyPage(() =>
  import('./products/SellerProductsPage').then((m) => m.SellerProductsPage),
);
const RequestProductPage = lazyPage(() =>
  import('./products/RequestProductPage').then((m) => m.RequestProductPage),
);
const AddItemsWizard = lazyPage(() => import('./add-items/AddItemsWizard').then((m) => m.AddItemsWizard));
const SellerInventoryPage = lazyPage(() =>
  import('./inventory/SellerInventoryPage').then((m) => m.SellerInventoryPage),
);
const InventoryItemRedirect = lazyPage(() =>
  import('./inventory/InventoryItemRedirect').then((m) => m.InventoryItemRedirect),
);
const RequestedPage = lazyPage(() => import('./dropoff/pages').then((m) => m.RequestedPage));
const DropoffPendingPage = lazyPage(() => import('./dropoff/pages').then((m) => m.DropoffPendingPage));
const StoreRequestPage = lazyPage(() =>
  import('./store-request/StoreRequestPage').then((m) => m.StoreRequestPage),
);
const ProductItemPage = lazyPage(() =>
  import('./product-item/ProductItemPage').then((m) => m.ProductItemPage),
);
const SellerPayoutsPage = lazyPage(() =>
  import('./payouts/SellerPayoutsPage').then((m) => m.SellerPayoutsPage),
);
const SellerSettingsPage = lazyPage(() =>
  import('./settings/SellerSettingsPage').then((m) => m.SellerSettingsPage),
);

/** The seller routes of spec 1 §2.3, one lazily loaded screen each. */
const screens = [
  { path: 'products', element: <SellerProductsPage /> },
  { path: 'products/create', element: <RequestProductPage /> },
  { path: 'products/:id', element: <AddItemsWizard /> },
  { path: 'inventory', element: <SellerInventoryPage /> },
  { path: 'dropoff', element: <RequestedPage /> },
  { path: 'dropoffPending', element: <DropoffPendingPage /> },
  { path: 'storeRequest', element: <StoreRequestPage /> },
  { path: 'productItem/:id', element: <ProductItemPage /> },
  { path: 'inventories/:id', element: <InventoryItemRedirect /> },
  { path: 'payouts', element: <SellerPayoutsPage /> },
  { path: 'settings', element: <SellerSettingsPage /> },
];

const routes: RouteObject[] = [
  {
    element: <LazyOutlet />,
    errorElement: <RouteErrorPage />,
    children: [
      ...publicRoutes({ signup: <SellerSignupPage />, splash: sellerSplash }),
      // The shared catalogue link: readable by anyone, signed in or not.
      { path: 'catalogue/:handle', element: <CataloguePage /> },
      // The built-in storefront (local adapter): public, no sign-in.
      { path: 'shop', element: <ShopPage /> },
      { path: 'shop/products/:productId', element: <ShopProductPage /> },
      {
        element: <RequireAccount termsGate={<AcceptTermsGate />} />,
        children: [
          {
            element: <SellerLayout />,
            children: [
              { index: true, element: <SellerProductsPage /> },
              ...screens,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

preloadRoute(routes, window.location.pathname);
export const sellerRouter = createBrowserRouter(routes);
