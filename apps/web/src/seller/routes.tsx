import { NotAvailableYet } from '@web/shared/pages/NotAvailableYet';
import { NotFoundPage } from '@web/shared/pages/NotFoundPage';
import { RouteErrorPage } from '@web/shared/pages/RouteErrorPage';
import { LazyOutlet, RequireAccount } from '@web/shared/routing/guards';
import { lazyPage } from '@web/shared/routing/lazy-page';
import { publicRoutes } from '@web/shared/routing/public-routes';
import { createBrowserRouter } from 'react-router';
import { sellerSplash } from './signup/seller-splash';
import { AcceptTermsGate } from './terms/AcceptTermsGate';

const SellerLayout = lazyPage(() => import('./layout/SellerLayout').then((m) => m.SellerLayout));
const CataloguePage = lazyPage(() => import('./catalogue/CataloguePage').then((m) => m.CataloguePage));
const SellerSignupPage = lazyPage(() => import('./signup/SellerSignupPage').then((m) => m.SellerSignupPage));

/** The seller routes of spec 1 §2.3; none is built yet, each says so. */
const screens = [
  { path: 'products/create', feature: 'Request product' },
  { path: 'products/:id', feature: 'Add inventory' },
  { path: 'inventory', feature: 'Inventory' },
  { path: 'dropoff', feature: 'Requested inventory' },
  { path: 'dropoffPending', feature: 'Drop off pending' },
  { path: 'storeRequest', feature: 'Store Request' },
  { path: 'productItem/:id', feature: 'Product item' },
  { path: 'inventories/:id', feature: 'Inventory item' },
  { path: 'payouts', feature: 'Payout' },
  { path: 'settings', feature: 'Settings' },
];

export const sellerRouter = createBrowserRouter([
  {
    element: <LazyOutlet />,
    errorElement: <RouteErrorPage />,
    children: [
      ...publicRoutes({ signup: <SellerSignupPage />, splash: sellerSplash }),
      // The shared catalogue link: readable by anyone, signed in or not.
      { path: 'catalogue/:handle', element: <CataloguePage /> },
      {
        element: <RequireAccount termsGate={<AcceptTermsGate />} />,
        children: [
          {
            element: <SellerLayout />,
            children: [
              { index: true, element: <NotAvailableYet feature="Products" /> },
              ...screens.map(({ path, feature }) => ({
                path,
                element: <NotAvailableYet feature={feature} />,
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
