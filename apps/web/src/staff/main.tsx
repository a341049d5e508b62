import { mount } from '@web/shared/app/mount';
import { StoreApp } from '@web/shared/app/StoreApp';
import { DashboardDataAhead } from './dashboard/DashboardDataAhead';
import { staffRouter } from './routes';
import { PendingInviteAcceptor } from './signup/PendingInviteAcceptor';

mount(
  <StoreApp app="staff" router={staffRouter}>
    <PendingInviteAcceptor />
    <DashboardDataAhead />
  </StoreApp>,
);
