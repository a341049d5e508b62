import { formatAmount } from '@backroom/domain/money-format';
import { LoadError } from '@web/shared/layout/LoadError';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useDownloadInvoice, usePayInvoice } from './api/billing-actions';
import { useBillingInvoices } from './api/get-billing';
import type { BillingInvoice } from './api/types';
import { day } from './billing-words';

/** Invoices newest first, each downloadable as a PDF; an open one can be paid now. */
export function InvoicesCard() {
  const invoices = useBillingInvoices();
  const download = useDownloadInvoice();
  const pay = usePayInvoice();
  const isMobile = useIsMobile();
  const columns: ColumnsType<BillingInvoice> = [
    { title: 'Number', dataIndex: 'number', key: 'number' },
    {
      title: 'Period',
      key: 'period',
      responsive: ['md'],
      render: (_, i) => `${day(i.periodStart)} – ${day(i.periodEnd)}`,
    },
    { title: 'Total', key: 'total', render: (_, i) => formatAmount(i.total, i.currency) },
    {
      title: 'Status',
      key: 'status',
      render: (_, i) =>
        i.status === 'paid' ? (
          <Tag color="green">Paid</Tag>
        ) : (
          <Tooltip title={i.lastError}>
            <Tag color="red">Unpaid</Tag>
          </Tooltip>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, i) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            loading={download.isPending && download.variables?.id === i.id}
            onClick={() => download.mutate(i)}
            data-testid={`download-invoice-${i.number}`}
          >
            {isMobile ? 'PDF' : 'Download PDF'}
          </Button>
          {i.status === 'open' && (
            <Button
              size="small"
              type="primary"
              loading={pay.isPending && pay.variables === i.id}
              onClick={() => pay.mutate(i.id)}
              data-testid={`pay-invoice-${i.number}`}
            >
              Pay now
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Card title="Invoices">
      {invoices.isError ? (
        <LoadError what="invoices" error={invoices.error} onRetry={() => invoices.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={invoices.isPending}
          columns={columns}
          dataSource={invoices.data ?? []}
          pagination={{ pageSize: 12, hideOnSinglePage: true }}
          locale={{ emptyText: 'No invoices yet: the first one is issued when the trial ends.' }}
          data-testid="invoices-table"
        />
      )}
    </Card>
  );
}
