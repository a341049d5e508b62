import { formatLongDate } from '@backroom/domain/dates';
import { inStatusGroup } from '@backroom/domain/inventory/status-groups';
import { formatAmount } from '@backroom/domain/money-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { Spinner } from '@web/shared/layout/Spinner';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { SellerItem } from '../api/seller-item';

const THEN: Record<string, string> = {
  return: 'it comes back to you',
  convert: 'the store buys it',
  renew: 'it renews for the fee',
};
const day = (date: string) => formatLongDate(`${date}T12:00:00Z`);

/** The item's consignment term: days left, the next markdown, the expiry and what happens then; Renew near the end. */
export function ItemTerm({ item, currency }: { item: SellerItem; currency: string }) {
  const queryClient = useQueryClient();
  const key = ['inventories', 'term', item.id];
  const term = useQuery({
    queryKey: key,
    queryFn: () => api.get(`/api/inventories/${item.id}/term`),
    // Only an item still on its terms has one to show (the domain's live group).
    enabled: inStatusGroup('live', item.status),
    meta: { silent: true },
  });
  const renew = useMutation({
    meta: { successMessage: 'Consignment renewed' },
    mutationFn: () => api.post(`/api/inventories/${item.id}/renew`),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  if (!inStatusGroup('live', item.status)) return null;
  if (term.isPending) return <Spinner size="small" label="Loading the term" />;
  const t = term.data?.term;
  if (!t) return null;
  return (
    <Flex vertical gap={2} data-testid={`item-${item.id}-term`}>
      <Typography.Text style={{ fontSize: 12 }}>
        {t.phase === 'inGrace' ? (
          <Tag color="red">Term ended</Tag>
        ) : t.phase === 'expiring' ? (
          <Tag color="orange">Expires soon</Tag>
        ) : null}
        {t.daysLeft > 0 ? `${t.daysLeft} days left · ` : ''}
        Ends {day(t.expiresOn)}
        {t.graceEndsOn !== t.expiresOn
          ? `, then ${THEN[t.expiryAction]} on ${day(t.graceEndsOn)}`
          : `, then ${THEN[t.expiryAction]}`}
      </Typography.Text>
      {t.nextMarkdown && (
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12 }}
          data-testid={`item-${item.id}-next-markdown`}
        >
          Markdown {t.nextMarkdown.step} of {t.nextMarkdown.of} on {day(t.nextMarkdown.on)}:{' '}
          {formatAmount(t.nextMarkdown.price, currency)}
        </Typography.Text>
      )}
      {t.canRenew && (
        <Popconfirm
          title="Renew this item?"
          description={`A new term starts; the renewal fee of ${formatAmount(t.renewalFee, currency)} is taken from your next payout.`}
          okText="Renew"
          okButtonProps={{ loading: renew.isPending }}
          onConfirm={() => renew.mutate()}
        >
          <Button size="small" data-testid={`item-${item.id}-renew`}>
            Renew ({formatAmount(t.renewalFee, currency)})
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
