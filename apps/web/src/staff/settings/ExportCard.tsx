import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import type { Job } from '@web/shared/jobs/api/get-job';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useDownloadStoreExport, useStartStoreExport } from './api/store-export';

interface Finished {
  jobId: number;
  fileName: string;
}

/** Export all store data (owner only): a zip of every table and upload, made in the background. */
export function ExportCard() {
  const [jobId, setJobId] = useState<number | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const start = useStartStoreExport({
    onSuccess: (answer) => {
      setFinished(null);
      setJobId(answer.jobId);
    },
  });
  const download = useDownloadStoreExport();
  const onFinished = useCallback((job: Job) => {
    const result = job.result as { fileName?: string } | null;
    if (job.status === 'done' && result?.fileName) setFinished({ jobId: job.id, fileName: result.fileName });
  }, []);
  return (
    <Card
      id="export"
      title="Export all store data"
      style={{ marginBottom: 16, scrollMarginTop: 16 }}
      data-testid="settings-export"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Makes one zip of everything the store holds: items, consigners, orders, payouts, logs, settings and
          uploaded images, one file per table with a manifest. It runs in the background; download it here
          when it is ready. The same archive moves the store to another Backroom installation.
        </Typography.Paragraph>
        <Button
          icon={<ExportOutlined />}
          loading={start.isPending}
          onClick={() => start.mutate()}
          style={{ alignSelf: 'start' }}
          data-testid="start-export"
        >
          Export all store data
        </Button>
        {jobId !== null && (
          <JobProgress
            jobId={jobId}
            title="Exporting store data…"
            doneText="The archive is ready."
            onFinished={onFinished}
            testId="export-progress"
          />
        )}
        {finished && (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate(finished)}
            style={{ alignSelf: 'start' }}
            data-testid="download-export"
          >
            Download {finished.fileName}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
