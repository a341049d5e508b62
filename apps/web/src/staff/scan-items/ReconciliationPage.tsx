import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CameraOutlined from '@ant-design/icons/CameraOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { messages } from '@backroom/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { CameraScanner } from '@web/shared/scanner/CameraScanner';
import { ScannerInput } from '@web/shared/scanner/ScannerInput';
import { RECONCILIATION_DEBOUNCE_MS } from '@web/shared/scanner/scanner-buffer';
import { toast } from '@web/shared/toast/toast';
import type { InventoryItem } from '@web/staff/inventory/api/inventory';
import { LocationSelect } from '@web/staff/inventory/common/LocationSelects';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { type ScanDetail, type ScanItem, scanDetailQuery, useCreateScan, useScans } from './api/scans';
import { ScanPrintSheet } from './ScanPrintSheet';
import { ScanResultList } from './ScanResultList';

type Phase = 'choose' | 'scanning' | 'result';

const toScanItem = (i: InventoryItem): ScanItem => ({
  id: i.id,
  code: i.code ?? String(i.id),
  status: i.status,
  title: i.product?.title ?? 'Item',
  sku: i.product?.sku ?? '',
  image: i.image ?? i.product?.image ?? null,
  option1Value: i.option1Value ?? null,
  option2Value: i.option2Value ?? null,
  option3Value: i.option3Value,
  location: i.location ?? null,
  subLocation: i.subLocation ?? null,
  price: Number(i.price ?? 0),
  consigner: '',
});

/**
 * Location reconciliation (/scanItems, spec 2 §2.11): choose a location, START, scan every item found there
 * (hidden scanner input, 300 ms debounce), Run; the result shows Missing and Over Scanned, and Logs of earlier
 * scans with VIEW.
 */
export function ReconciliationPage() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('choose');
  const [location, setLocation] = useState<string | null>(null);
  const [scanned, setScanned] = useState<ScanItem[]>([]);
  const [result, setResult] = useState<ScanDetail | null>(null);
  const [camera, setCamera] = useState(false);
  // PRINT mounts the full sheet (the lists on screen are paged), prints, and unmounts it afterwards.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  const inList = useRef(new Set<number>());
  const logs = useScans(phase === 'result' ? location : null);
  const create = useCreateScan({
    meta: { silent: true },
    onSuccess: (detail) => {
      setResult(detail);
      setPhase('result');
      void queryClient.invalidateQueries({ queryKey: ['scans', 'list'] });
    },
    // Spec 2 §7: scan creation failures are only logged.
    onError: (error) => console.error('Scan could not be created', error),
  });

  const onScan = async (code: string) => {
    try {
      const item = await api.get(`/api/inventories/code/${encodeURIComponent(code)}`);
      if (!item?.code || item.location !== location || inList.current.has(item.id))
        throw new Error('elsewhere');
      inList.current.add(item.id);
      setScanned((list) => [toScanItem(item), ...list]);
    } catch {
      toast.warning(messages.noItemsForLocation);
    }
  };

  const start = () => {
    if (!location) return toast.warning(messages.selectLocation);
    inList.current = new Set();
    setScanned([]);
    setResult(null);
    setPhase('scanning');
  };
  const remove = (id: number) => {
    inList.current.delete(id);
    setScanned((list) => list.filter((i) => i.id !== id));
  };
  const view = async (id: number) => {
    try {
      setResult(await queryClient.fetchQuery(scanDetailQuery(id)));
    } catch (error) {
      console.error('Scan could not be loaded', error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Scan Items" />
      {phase === 'choose' && (
        <Card>
          <Flex gap={8} wrap align="center">
            <LocationSelect
              value={location ?? undefined}
              onChange={(v) => setLocation(v)}
              style={{ minWidth: 240 }}
              aria-label="Location"
              data-testid="reconcile-location"
            />
            <Button type="primary" onClick={start} data-testid="reconcile-start">
              START
            </Button>
          </Flex>
        </Card>
      )}
      {phase === 'scanning' && (
        <Card
          title={`Scanning ${location}`}
          extra={
            <Flex gap={8} align="center">
              <ScannerInput onScan={onScan} active={!camera} submitAfterMs={RECONCILIATION_DEBOUNCE_MS} />
              <Button
                icon={<CameraOutlined />}
                onClick={() => setCamera(true)}
                aria-label="Scan with the camera"
              />
            </Flex>
          }
        >
          <Flex vertical gap={12}>
            <Typography.Text data-testid="reconcile-count">
              {scanned.length} item{scanned.length === 1 ? '' : 's'} scanned
            </Typography.Text>
            <ScanResultList
              items={scanned}
              empty="Scan the items at this location."
              onRemove={remove}
              testId="reconcile-scanned"
            />
            <Flex gap={8} wrap>
              <Button
                type="primary"
                disabled={scanned.length === 0}
                loading={create.isPending}
                onClick={() => create.mutate({ location: location!, inventories: scanned.map((i) => i.id) })}
                data-testid="reconcile-run"
              >
                Run
              </Button>
              <Button icon={<ArrowLeftOutlined />} onClick={() => setPhase('choose')}>
                Back
              </Button>
            </Flex>
          </Flex>
          <CameraScanner open={camera} onScan={onScan} onClose={() => setCamera(false)} />
        </Card>
      )}
      {phase === 'result' && result && (
        <Card
          title={`${result.scan.location} · ${new Date(result.scan.createdAt).toLocaleString()}`}
          extra={
            <Flex gap={8} wrap>
              <Button onClick={start} data-testid="reconcile-again">
                Scan Again
              </Button>
              <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
                PRINT
              </Button>
              <Button icon={<ArrowLeftOutlined />} onClick={() => setPhase('choose')}>
                Back
              </Button>
            </Flex>
          }
        >
          {printing && <ScanPrintSheet result={result} />}
          <Typography.Paragraph type="secondary">
            {result.scan.scannedCount} scanned of {result.scan.expectedCount} expected at this location.
          </Typography.Paragraph>
          <Tabs
            items={[
              {
                key: 'missing',
                label: `Missing (${result.inventories.length})`,
                children: (
                  <ScanResultList items={result.inventories} empty="Nothing is missing." testId="missing" />
                ),
              },
              {
                key: 'over',
                label: `Over Scanned (${result.overScanned.length})`,
                children: (
                  <ScanResultList
                    items={result.overScanned}
                    empty="No sold item was scanned."
                    testId="over-scanned"
                  />
                ),
              },
              {
                key: 'logs',
                label: 'Logs',
                children: (
                  <Table
                    rowKey="id"
                    size="small"
                    loading={logs.isLoading}
                    dataSource={logs.data ?? []}
                    pagination={false}
                    scroll={{ x: 480 }}
                    columns={[
                      {
                        title: 'Date',
                        dataIndex: 'createdAt',
                        render: (v: string) => new Date(v).toLocaleString(),
                      },
                      { title: 'Scanned', dataIndex: 'scannedCount' },
                      { title: 'Missing', dataIndex: 'missingCount' },
                      { title: 'Over Scanned', dataIndex: 'overScannedCount' },
                      {
                        title: '',
                        key: 'view',
                        render: (_: unknown, row: { id: number }) => (
                          <Button size="small" onClick={() => view(row.id)}>
                            VIEW
                          </Button>
                        ),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
