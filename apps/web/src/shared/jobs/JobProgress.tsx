import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { type Job, jobPercent, useJob } from './api/get-job';

interface JobProgressProps {
  jobId: number;
  /** Shown above the bar while the job runs. */
  title: ReactNode;
  /** Shown when the job has finished. */
  doneText: string;
  /** Called once when the job is done or failed (refresh what it changed). */
  onFinished?: (job: Job) => void;
  testId?: string;
}

/** A background job's progress bar, polling GET /api/jobs/{id} until the job is done. */
export function JobProgress({
  jobId,
  title,
  doneText,
  onFinished,
  testId = 'job-progress',
}: JobProgressProps) {
  const job = useJob(jobId);
  const status = job.data?.status;
  const reported = useRef<number | null>(null);

  useEffect(() => {
    if (!job.data || (status !== 'done' && status !== 'failed')) return;
    if (reported.current === jobId) return;
    reported.current = jobId;
    onFinished?.(job.data);
  }, [job.data, status, jobId, onFinished]);

  const failed = status === 'failed' || job.isError;
  const done = status === 'done';
  const failure = job.error?.message ?? job.data?.lastError ?? 'The background job failed.';
  return (
    <Alert
      type={failed ? 'error' : done ? 'success' : 'info'}
      showIcon
      data-testid={testId}
      data-status={job.isError ? 'failed' : (status ?? 'loading')}
      title={failed ? failure : done ? doneText : title}
      description={
        <Flex vertical gap={4}>
          <Progress
            percent={jobPercent(job.data)}
            status={failed ? 'exception' : done ? 'success' : 'active'}
            aria-label="Job progress"
          />
          {!done && !failed && job.data && job.data.progressTotal > 0 && (
            <Typography.Text type="secondary">
              {job.data.progress} of {job.data.progressTotal}
            </Typography.Text>
          )}
        </Flex>
      }
    />
  );
}
