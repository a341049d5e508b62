import { AppProviders } from '@web/shared/app/AppProviders';
import { mount } from '@web/shared/app/mount';
import { PlatformPage } from './PlatformPage';

mount(
  <AppProviders>
    <PlatformPage />
  </AppProviders>,
);
