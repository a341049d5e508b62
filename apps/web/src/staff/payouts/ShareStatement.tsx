import { useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { LoadError } from '@web/shared/layout/LoadError';
import { StatementDownloads } from '@web/shared/payouts/StatementDownloads';
import { StatementLines } from '@web/shared/payouts/StatementLines';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';

/**
 * A consigner's statement of this payout, as they see it on their Payouts screen (issue 29): read when opened, from
 * the same call the seller portal uses, so both screens show the same rows.
 */
export function ShareStatement({ consignerId, payoutId }: { consignerId: number; payoutId: number }) {
  const [open, setOpen] = useState(false);
  const answer = useQuery({
    queryKey: ['payouts', 'consigner', consignerId, { payoutsId: payoutId }, 'statement'],
    queryFn: ({ signal }) =>
      api.get(`/api/payouts/consigner/${consignerId}`, { payoutsId: payoutId }, { signal }),
    enabled: open,
  });
  const statement = answer.data?.statements.find((s) => s.payoutId === payoutId);
  return (
    <div style={{ marginTop: 8 }} data-testid={`share-statement-${consignerId}`}>
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide statement' : 'Show statement'}
      </Button>
      {open && answer.isPending && <Skeleton active paragraph={{ rows: 4 }} title={false} />}
      {open && answer.isError && (
        <LoadError what="the statement" error={answer.error} onRetry={() => void answer.refetch()} />
      )}
      {open && answer.data && !statement && <div>No statement for this consigner in this payout.</div>}
      {open && answer.data && statement && (
        <>
          <StatementLines statement={statement} currency={answer.data.currency} />
          <StatementDownloads consignerId={consignerId} payoutId={payoutId} name={statement.name} />
        </>
      )}
    </div>
  );
}
