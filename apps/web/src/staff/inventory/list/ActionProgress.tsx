import { JobProgress } from '@web/shared/jobs/JobProgress';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useCallback } from 'react';
import { useInvalidateInventory } from '../api/inventory-actions';

/** A large selection the server runs as a background job. */
export interface ProgressState {
  kind: 'job';
  jobId: number;
  title: string;
  doneText: string;
}

/** A bulk action's job polled until done; the lists refresh when it finishes. */
export function ActionProgress({ progress, onClose }: { progress: ProgressState; onClose: () => void }) {
  const invalidate = useInvalidateInventory();
  const onFinished = useCallback(() => void invalidate(), [invalidate]);
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <JobProgress
        jobId={progress.jobId}
        title={progress.title}
        doneText={progress.doneText}
        onFinished={onFinished}
        testId="bulk-progress"
      />
      <Flex justify="end">
        <Button size="small" onClick={onClose} data-testid="bulk-progress-close">
          Close
        </Button>
      </Flex>
    </Flex>
  );
}
