import SyncOutlined from '@ant-design/icons/SyncOutlined';
import type { LinnworksSyncStatus } from '@backroom/domain/schemas/linnworks';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/shared/api/query-keys';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useEffect, useRef } from 'react';
import { useLinnworksSync, useRequestLinnworksSync } from './api/linnworks';

function when(iso: string, timeZone: string) {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

function summary(status: LinnworksSyncStatus, timeZone: string): string {
  const last = status.lastSync;
  if (!last) return status.syncing ? 'Bringing in Linnworks orders…' : 'Linnworks has not synced yet.';
  const at = when(last.at, timeZone);
  if (last.status === 'failed')
    return `The last Linnworks sync (${at}) failed: ${last.error ?? 'unknown error'}`;
  const parts = [
    `${last.found} order${last.found === 1 ? '' : 's'} found`,
    `${last.created} new`,
    ...(last.unmatched ? [`${last.unmatched} line${last.unmatched === 1 ? '' : 's'} unmatched`] : []),
    ...(last.flagged ? [`${last.flagged} flagged`] : []),
  ];
  return `Last Linnworks sync ${at}: ${parts.join(', ')}.${status.syncing ? ' Syncing again…' : ''}`;
}

/** Orders screen: when Linnworks last synced and what it found, with Sync now. Nothing for stores without it. */
export function LinnworksSyncBar({ timeZone }: { timeZone: string }) {
  const client = useQueryClient();
  const sync = useLinnworksSync();
  const request = useRequestLinnworksSync();
  const wasSyncing = useRef(false);
  const syncing = Boolean(sync.data?.syncing);
  useEffect(() => {
    // A sync that just finished brought orders in: read the list again.
    if (wasSyncing.current && !syncing) void client.invalidateQueries({ queryKey: queryKeys.orders.all });
    wasSyncing.current = syncing;
  }, [syncing, client]);
  const status = sync.data;
  if (!status?.configured) return null;
  const failed = status.lastSync?.status === 'failed';
  return (
    <Alert
      type={failed ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="linnworks-sync"
      title={summary(status, timeZone)}
      action={
        <Button
          size="small"
          icon={<SyncOutlined spin={syncing} />}
          loading={request.isPending}
          disabled={syncing}
          onClick={() => request.mutate()}
          data-testid="linnworks-sync-now"
        >
          Sync now
        </Button>
      }
    />
  );
}
