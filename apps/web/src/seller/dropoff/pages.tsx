import { DropoffListPage } from './DropoffListPage';

/** `/dropoff`: items requested for drop-off (status Requested). */
export function RequestedPage() {
  return <DropoffListPage status="Requested" title="Requested" />;
}

/** `/dropoffPending`: pre-approved items waiting to be dropped off (status Pending, "Drop off pending"). */
export function DropoffPendingPage() {
  return <DropoffListPage status="Pending" title="Drop Off Pending" />;
}
