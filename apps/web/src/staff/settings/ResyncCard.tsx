import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useResyncAllInventory } from './api/resync-inventory';

/** Resync All Inventory: pushes every item to the storefront again, in the background. */
export function ResyncCard() {
  const [jobId, setJobId] = useState<number | null>(null);
  const resync = useResyncAllInventory({ onSuccess: (answer) => setJobId(answer.jobId) });
  return (
    <Card
      id="resync"
      title="Resync All Inventory"
      style={{ marginBottom: 16, scrollMarginTop: 16 }}
      data-testid="settings-resync"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Sends every item's price and quantity to the storefront again. Use it after the storefront was
          changed outside Backroom. It runs in the background.
        </Typography.Paragraph>
        <Popconfirm
          title="Resync all inventory?"
          description="Every item is sent to the storefront again; this can take a while."
          okText="Resync"
          okButtonProps={{ 'data-testid': 'confirm-resync-all' }}
          onConfirm={() => resync.mutate()}
        >
          <Button
            icon={<SyncOutlined />}
            loading={resync.isPending}
            style={{ alignSelf: 'start' }}
            data-testid="resync-all"
          >
            Resync All Inventory
          </Button>
        </Popconfirm>
        {jobId !== null && (
          <JobProgress
            jobId={jobId}
            title="Resyncing inventory…"
            doneText="All inventory resynced."
            testId="resync-progress"
          />
        )}
      </Flex>
    </Card>
  );
}
