import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { checkAccess } from '@backroom/domain/access';
import { ApiError } from '@web/shared/api/client';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { staffAccess } from '@web/staff/access/staff-access';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import type { InputRef } from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type RegisterSaleAnswer,
  type RegisterSettingsAnswer,
  useRecordSale,
  useRegisterSettings,
} from './api/register-api';
import { PaymentPanel } from './PaymentPanel';
import { RegisterSettingsDialog } from './RegisterSettingsDialog';
import { ReturnDialog } from './ReturnDialog';
import { SaleDone } from './SaleDone';
import { SaleLines } from './SaleLines';
import { ScanBox } from './ScanBox';
import { useRegisterSale } from './use-register-sale';

/**
 * The register (/register, issue 34): scan items into a sale, discount within the employee's limit, take card
 * and cash, and print or e-mail the receipt. Built for a keyboard-wedge scanner on a 1024 × 768 tablet.
 */
export function RegisterPage() {
  const settings = useRegisterSettings();
  const user = useSignedInUser();
  const [editing, setEditing] = useState(false);
  const [returning, setReturning] = useState(false);
  const canConfigure = checkAccess(user, staffAccess.settings) === null;
  const canSetLimits = checkAccess(user, staffAccess.employees) === null;
  const navigate = useNavigate();
  return (
    <Flex vertical gap={12}>
      <PageHeader
        title="Register"
        extra={
          <Flex gap={8} wrap>
            <Button onClick={() => navigate('/register/shifts')}>Shifts and cash-up</Button>
            {canSetLimits && <Button onClick={() => navigate('/register/limits')}>Discount limits</Button>}
            <Button icon={<RollbackOutlined />} onClick={() => setReturning(true)} disabled={!settings.data}>
              Return a sale
            </Button>
            {canConfigure && (
              <Button icon={<SettingOutlined />} onClick={() => setEditing(true)} disabled={!settings.data}>
                Register settings
              </Button>
            )}
          </Flex>
        }
      />
      {settings.isPending ? (
        <Skeleton active />
      ) : settings.data ? (
        <RegisterCounter settings={settings.data} />
      ) : (
        <Alert
          type="error"
          showIcon
          message="The register could not be loaded. Reload the page to try again."
        />
      )}
      {returning && settings.data && (
        <ReturnDialog returnDays={settings.data.returnDays} onClose={() => setReturning(false)} />
      )}
      {editing && settings.data && (
        <RegisterSettingsDialog settings={settings.data} onClose={() => setEditing(false)} />
      )}
    </Flex>
  );
}

function RegisterCounter({ settings }: { settings: RegisterSettingsAnswer }) {
  const sale = useRegisterSale(settings.currency, settings.taxRate);
  const scanRef = useRef<InputRef>(null);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<RegisterSaleAnswer | null>(null);
  const [dropped, setDropped] = useState(false);
  const record = useRecordSale({
    meta: { silent: true },
    onSuccess: (answer) => {
      setDropped(false);
      setDone(answer);
    },
    onError: (error) => setDropped(error instanceof ApiError && error.status === 0),
  });
  const next = () => {
    sale.reset();
    setEmail('');
    setDone(null);
    record.reset();
    setTimeout(() => scanRef.current?.focus(), 0);
  };
  if (done) return <SaleDone sale={done} onNext={next} />;
  const busy = record.isPending;
  const refusal = record.error && !dropped ? record.error.message : null;
  return (
    <Flex gap={16} wrap align="flex-start">
      <Card style={{ flex: '1 1 520px', minWidth: 0 }}>
        <Flex vertical gap={12}>
          <ScanBox
            inputRef={scanRef}
            has={sale.has}
            disabled={busy}
            onAdd={(item) => {
              record.reset();
              sale.add(item);
            }}
          />
          <SaleLines sale={sale} disabled={busy} />
        </Flex>
      </Card>
      <Card style={{ flex: '1 1 300px', minWidth: 0 }} title="Payment">
        {dropped && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            style={{ marginBottom: 12 }}
            message="The connection dropped before the sale was confirmed. Press Complete sale again: it is recorded once, never twice."
          />
        )}
        {refusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 12 }}
            message={refusal}
            data-testid="register-sale-error"
          />
        )}
        <PaymentPanel
          sale={sale}
          taxRate={settings.taxRate}
          limit={settings.myDiscountLimit}
          email={email}
          onEmail={setEmail}
          busy={busy}
          onComplete={() => record.mutate(sale.body(email.trim()))}
        />
      </Card>
    </Flex>
  );
}
