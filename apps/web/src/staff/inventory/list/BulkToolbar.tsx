import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { BulkAction } from './list-kinds';

const LABELS: Record<Exclude<BulkAction, 'export' | 'bulkEdit'>, string> = {
  accept: 'Accept',
  decline: 'Decline',
  acceptRequest: 'Accept',
  declineRequest: 'Decline',
  acceptPrice: 'Accept price',
  declinePrice: 'Decline price',
  acceptWithdrawal: 'Accept withdrawal',
  declineWithdrawal: 'Decline withdrawal',
  print: 'Bulk Print',
  deleteRequest: 'Delete',
  transfer: 'Set New Location',
  acceptTransfer: 'Accept Transfer',
};

const DANGER = new Set<BulkAction>([
  'decline',
  'declineRequest',
  'declinePrice',
  'declineWithdrawal',
  'deleteRequest',
]);

interface BulkToolbarProps {
  actions: readonly BulkAction[];
  selectedCount: number;
  pageCount: number;
  busy: boolean;
  exporting: boolean;
  isAdmin: boolean;
  bulkEditing: boolean;
  onSelectPage: () => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
}

/** Select the page, the count of selected items, and the list's bulk actions. */
export function BulkToolbar(props: BulkToolbarProps) {
  const { actions, selectedCount, busy } = props;
  const none = selectedCount === 0;
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }} data-testid="bulk-toolbar">
      <Button onClick={props.onSelectPage} disabled={props.pageCount === 0} data-testid="select-page">
        Select page
      </Button>
      <Typography.Text type="secondary" data-testid="selected-count">
        {selectedCount} selected
      </Typography.Text>
      {!none && (
        <Button type="link" size="small" onClick={props.onClear} data-testid="clear-selection">
          Clear
        </Button>
      )}
      <div style={{ flex: 1 }} />
      {actions.map((action) => {
        if (action === 'export') {
          return (
            <Button
              key={action}
              icon={<DownloadOutlined />}
              loading={props.exporting}
              onClick={() => props.onAction('export')}
              data-testid="bulk-export"
            >
              Export CSV
            </Button>
          );
        }
        if (action === 'bulkEdit') {
          if (!props.isAdmin) return null;
          return (
            <Button
              key={action}
              icon={<EditOutlined />}
              type={props.bulkEditing ? 'primary' : 'default'}
              onClick={() => props.onAction('bulkEdit')}
              aria-pressed={props.bulkEditing}
              data-testid="bulk-edit"
            >
              {props.bulkEditing ? 'Done editing' : 'Bulk Edit'}
            </Button>
          );
        }
        return (
          <Button
            key={action}
            type={DANGER.has(action) ? 'default' : 'primary'}
            danger={DANGER.has(action)}
            icon={action === 'print' ? <PrinterOutlined /> : undefined}
            disabled={none || busy}
            onClick={() => props.onAction(action)}
            data-testid={`bulk-${action}`}
          >
            {LABELS[action]}
            {none ? '' : ` (${selectedCount})`}
          </Button>
        );
      })}
    </Flex>
  );
}
