import { EMAIL_NOTIFICATION_FLAGS, type EmailNotificationFlag, wantsEmail } from '@backroom/domain/constants';
import { messages } from '@backroom/domain/messages';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Tabs from 'antd/es/tabs';
import { type ConsignerProfile, useConsignerProfile, useUpdateProfile } from '../api/consigner-profile';
import { BankTab } from './BankTab';

const FLAG_LABELS: Record<EmailNotificationFlag, string> = {
  onInventoryAccept: 'When an item is accepted',
  onPayout: 'When I am paid out',
  onProductSold: 'When an item sells',
  onPriceAcceptOrDecline: 'When a price change is accepted or declined',
  onWithdrawAcceptOrDecline: 'When a withdrawal is accepted or declined',
  onTermExpiring: "A week before an item's consignment term ends",
  onMarkdown: 'When an item is marked down automatically',
};

function ProfileTab({ profile }: { profile: ConsignerProfile }) {
  const update = useUpdateProfile({ meta: { successMessage: messages.detailsUpdated } });
  return (
    <Form
      layout="vertical"
      initialValues={profile}
      style={{ maxWidth: 520 }}
      onFinish={(values: Partial<ConsignerProfile>) =>
        update.mutate({
          id: profile.id,
          changes: {
            firstName: values.firstName?.trim(),
            lastName: values.lastName?.trim(),
            phone: values.phone?.trim() ?? '',
            address: values.address?.trim() ?? '',
            idNumber: values.idNumber?.trim() ?? '',
          },
        })
      }
      data-testid="profile-form"
    >
      <Form.Item label="Email" name="email">
        <Input disabled />
      </Form.Item>
      <Form.Item
        label="First name"
        name="firstName"
        rules={[{ required: true, whitespace: true, message: 'First name is required' }]}
      >
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item
        label="Last name"
        name="lastName"
        rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}
      >
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label="Phone (include area code)" name="phone">
        <Input autoComplete="tel" />
      </Form.Item>
      <Form.Item label="Address" name="address">
        <Input autoComplete="street-address" />
      </Form.Item>
      <Form.Item label="ID number" name="idNumber">
        <Input autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-profile">
        Save details
      </Button>
    </Form>
  );
}

function NotificationsTab({ profile }: { profile: ConsignerProfile }) {
  const update = useUpdateProfile({ meta: { successMessage: messages.detailsUpdated } });
  const initial = Object.fromEntries(
    EMAIL_NOTIFICATION_FLAGS.map((flag) => [flag, wantsEmail(profile.emailNotifications, flag)]),
  );
  return (
    <Form
      layout="horizontal"
      initialValues={initial}
      onFinish={(values: Record<EmailNotificationFlag, boolean>) =>
        update.mutate({ id: profile.id, changes: { emailNotifications: values } })
      }
      data-testid="notifications-form"
    >
      {EMAIL_NOTIFICATION_FLAGS.map((flag) => (
        <Form.Item key={flag} label={FLAG_LABELS[flag]} name={flag} valuePropName="checked" colon={false}>
          <Switch data-testid={`flag-${flag}`} aria-label={FLAG_LABELS[flag]} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-notifications">
        Save details
      </Button>
    </Form>
  );
}

/** `/settings` (spec 1 §2.3): Profile, Notifications and Bank, save details and log out. */
export function SellerSettingsPage() {
  const user = useSignedInUser();
  const profile = useConsignerProfile(user.id);
  return (
    <>
      {/* Logout is the header's one button on every screen (issue 33: one Logout, not several). */}
      <PageHeader title="Settings" />
      {profile.isError && (
        <LoadError what="settings" error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      <Card>
        {profile.isPending ? (
          <Skeleton active />
        ) : profile.data ? (
          <Tabs
            items={[
              { key: 'profile', label: 'Profile', children: <ProfileTab profile={profile.data} /> },
              {
                key: 'notifications',
                label: 'Notifications',
                children: <NotificationsTab profile={profile.data} />,
              },
              { key: 'bank', label: 'Bank', children: <BankTab profile={profile.data} /> },
            ]}
          />
        ) : null}
      </Card>
    </>
  );
}
