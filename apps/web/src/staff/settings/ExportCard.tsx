import ExportOutlined from '@ant-design/icons/ExportOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useStartDataExport, useStartStoreExport } from './api/store-export';
import { ExportRun } from './ExportRun';
import { MoveArchiveModal } from './MoveArchiveModal';

/**
 * Settings → Export (owner only), two exports made in the background, one at a time: the owner's data as
 * spreadsheets, and the archive that moves the store to another Backroom installation.
 */
export function ExportCard() {
  const [dataJob, setDataJob] = useState<number | null>(null);
  const [moveJob, setMoveJob] = useState<number | null>(null);
  const [moveOpen, setMoveOpen] = useState(false);
  const startData = useStartDataExport({ onSuccess: (answer) => setDataJob(answer.jobId) });
  const startMove = useStartStoreExport({
    onSuccess: (answer) => {
      setMoveOpen(false);
      setMoveJob(answer.jobId);
    },
  });
  return (
    <Card
      id="export"
      title="Export"
      style={{ marginBottom: 16, scrollMarginTop: 16 }}
      data-testid="settings-export"
    >
      <Flex vertical gap={12}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Download my data (spreadsheets)
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          One CSV file per area (consigners, inventory, products, orders, payouts, employees, locations) in a
          zip, to open in Excel, Numbers or Google Sheets. It holds no passwords or other sign-in secrets.
        </Typography.Paragraph>
        <Popconfirm
          title="Export your data as spreadsheets?"
          description="It runs in the background; download it here when it is ready."
          okText="Export"
          onConfirm={() => startData.mutate()}
          okButtonProps={{ 'data-testid': 'confirm-data-export' } as Record<string, string>}
        >
          <Button
            icon={<TableOutlined />}
            loading={startData.isPending}
            style={{ alignSelf: 'start' }}
            data-testid="start-data-export"
          >
            Download my data (spreadsheets)
          </Button>
        </Popconfirm>
        {dataJob !== null && (
          <ExportRun
            key={dataJob}
            jobId={dataJob}
            title="Exporting your data…"
            doneText="Your spreadsheets are ready."
            testId="data-export"
          />
        )}
        <Divider style={{ margin: '4px 0' }} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          Move this store (backup archive)
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Everything the store holds, to import into another Backroom installation. Sign-in secrets travel
          only encrypted with a passphrase you choose, or are left out (everyone then sets a new password).{' '}
          <Typography.Text strong>Keep the file like a backup.</Typography.Text>
        </Typography.Paragraph>
        <Button
          icon={<ExportOutlined />}
          onClick={() => setMoveOpen(true)}
          style={{ alignSelf: 'start' }}
          data-testid="start-export"
        >
          Move this store (backup archive)
        </Button>
        {moveJob !== null && (
          <ExportRun
            key={moveJob}
            jobId={moveJob}
            title="Making the move archive…"
            doneText="The move archive is ready. Keep it like a backup."
            testId="export"
          />
        )}
      </Flex>
      <MoveArchiveModal
        open={moveOpen}
        loading={startMove.isPending}
        onCancel={() => setMoveOpen(false)}
        onConfirm={(input) => startMove.mutate(input)}
      />
    </Card>
  );
}
