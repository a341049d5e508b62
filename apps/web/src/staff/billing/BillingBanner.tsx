import { checkAccess } from '@backroom/domain/access';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { staffAccess } from '@web/staff/access/staff-access';
import Alert from 'antd/es/alert';
import { Link } from 'react-router';
import { useBillingNotice } from './api/get-billing';
import { day } from './billing-words';

/** What every staff member sees while the store's own bill is overdue; the owner gets a link to pay it. */
export function BillingBanner() {
  const notice = useBillingNotice();
  const user = useSignedInUser();
  const n = notice.data;
  if (!n || (n.status !== 'past_due' && n.status !== 'cancelled')) return null;
  const isOwner = checkAccess(user, staffAccess.billing) === null;
  const message =
    n.status === 'cancelled'
      ? "This store's Backroom subscription has ended: catalogue and intake changes are paused. Sales, payouts and the seller portal keep working."
      : n.readOnly
        ? "This store's Backroom bill is overdue: catalogue and intake changes are paused until it is paid. Sales, payouts and the seller portal keep working."
        : `This store's Backroom bill is past due. Unless it is paid by ${day(n.readOnlyFrom)}, catalogue and intake changes pause.`;
  return (
    <Alert
      type={n.readOnly ? 'error' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      title={message}
      action={isOwner ? <Link to="/billing">Go to Billing</Link> : undefined}
      data-testid="billing-banner"
    />
  );
}
