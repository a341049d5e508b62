import { useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { FeeLines } from '@web/shared/fees/FeeLines';
import { Spinner } from '@web/shared/layout/Spinner';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { SellerItem } from '../api/seller-item';

function ItemFeeQuote({ item, currency }: { item: SellerItem; currency: string }) {
  const quote = useQuery({
    queryKey: ['inventories', 'fees', 'item', item.id, item.price],
    queryFn: ({ signal }) =>
      api.post('/api/inventories/fees', { id: item.id, price: item.price }, { signal }),
    meta: { silent: true },
  });
  if (quote.isPending) return <Spinner size="small" label="Calculating fees" />;
  if (quote.isError) return <Typography.Text type="danger">{quote.error.message}</Typography.Text>;
  return <FeeLines quote={quote.data} currency={currency} testId={`item-${item.id}-fee-lines`} />;
}

/** "Fees": every fee line of the item at its price, asked of the server only when opened. */
export function ItemFees({ item, currency }: { item: SellerItem; currency: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Fees per item"
      content={open ? <ItemFeeQuote item={item} currency={currency} /> : null}
    >
      <Button type="link" size="small" style={{ padding: 0 }} data-testid={`item-${item.id}-fees`}>
        Fees
      </Button>
    </Popover>
  );
}
