import { hasAccessControl } from '@backroom/domain/access';
import { percentOf, toMinor } from '@backroom/domain/money';
import { formatAmount, formatMoney } from '@backroom/domain/money-format';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { registerKeys } from '../register/api/register-api';
import { usePayoutAsCredit } from './api/credit-payout';
import type { ReadyGroupSummary } from './api/types';

/**
 * Pays all of one consigner's Ready to Pay items as store credit (issue 34), after a confirm that names the
 * amount and the store's bonus (read from the register's settings when the employee may see them). One key per
 * confirm: a double click or a retry pays once.
 */
export function CreditPayoutButton({ group, currency }: { group: ReadyGroupSummary; currency: string }) {
  const user = useSignedInUser();
  const settings = useQuery({
    queryKey: registerKeys.settings,
    queryFn: () => api.get('/api/register/settings'),
    enabled: hasAccessControl(user, 'Register'),
    staleTime: 60_000,
  });
  const pay = usePayoutAsCredit();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const money = (v: number) => formatAmount(v, currency);
  const bonus = settings.data?.creditBonusPercent;
  const name = group.consigner.name;
  return (
    <Popconfirm
      title={`Pay ${name} ${money(group.total)} as store credit?`}
      description={
        bonus === undefined
          ? 'The store adds its credit bonus. Credit is spent at the register and cannot be paid out later.'
          : `The store adds ${bonus}% (${formatMoney(percentOf(toMinor(group.total, currency), bonus), currency)}). Credit is spent at the register and cannot be paid out later.`
      }
      okText="Pay as credit"
      okButtonProps={{ loading: pay.isPending }}
      onConfirm={() =>
        pay.mutate(
          { consignerId: group.consigner.id, key },
          {
            onSuccess: (a) => {
              setKey(crypto.randomUUID());
              toast.success(
                `${a.name}: ${money(a.amount)} paid to ${name} as store credit, plus ${money(a.bonus)} bonus. Credit now ${money(a.balance)}.`,
              );
            },
            onError: (error) => toast.error(error.message),
          },
        )
      }
    >
      <Button size="small" data-testid={`credit-payout-${group.consigner.id}`} disabled={group.total <= 0}>
        As store credit
      </Button>
    </Popconfirm>
  );
}
