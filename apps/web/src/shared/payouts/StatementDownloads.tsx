import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { downloadBlob } from '@web/shared/download';
import { showPdf } from '@web/shared/manifest/pdf-file';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';

/** The statement's PDF (opened, or downloaded when pop-ups are blocked) and CSV, from the same statement rows. */
export function StatementDownloads({
  consignerId,
  payoutId,
  name,
}: {
  consignerId: number;
  payoutId: number;
  name: string;
}) {
  const base = `/api/payouts/consigner/${consignerId}/statements/${payoutId}`;
  const file = `payout-statement-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
  const pdf = useMutation({
    mutationFn: async () => showPdf(await api.getBlob(`${base}/pdf`), `${file}.pdf`),
  });
  const csv = useMutation({
    mutationFn: async () => downloadBlob(`${file}.csv`, await api.getBlob(`${base}/csv`)),
  });
  return (
    <Flex gap={8} wrap style={{ marginTop: 8 }}>
      <Button size="small" icon={<DownloadOutlined />} loading={pdf.isPending} onClick={() => pdf.mutate()}>
        Statement PDF
      </Button>
      <Button size="small" icon={<DownloadOutlined />} loading={csv.isPending} onClick={() => csv.mutate()}>
        Statement CSV
      </Button>
    </Flex>
  );
}
