import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { Job } from '@web/shared/jobs/api/get-job';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useCallback, useState } from 'react';
import { useDownloadStoreExport } from './api/store-export';

interface ExportRunProps {
  jobId: number;
  title: string;
  doneText: string;
  /** Base of the data-testids: `{testId}-progress`, `{testId}-download`. */
  testId: string;
}

/** One export job: its progress, then a button that downloads the zip. */
export function ExportRun({ jobId, title, doneText, testId }: ExportRunProps) {
  const [fileName, setFileName] = useState<string | null>(null);
  const download = useDownloadStoreExport();
  const onFinished = useCallback((job: Job) => {
    const result = job.result as { fileName?: string } | null;
    if (job.status === 'done' && result?.fileName) setFileName(result.fileName);
  }, []);
  return (
    <Flex vertical gap={8}>
      <JobProgress
        jobId={jobId}
        title={title}
        doneText={doneText}
        onFinished={onFinished}
        testId={`${testId}-progress`}
      />
      {fileName && (
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate({ jobId, fileName })}
          style={{ alignSelf: 'start', maxWidth: '100%', whiteSpace: 'normal', height: 'auto' }}
          data-testid={`${testId}-download`}
        >
          Download {fileName}
        </Button>
      )}
    </Flex>
  );
}
