import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { messages } from '@backroom/domain/messages';
import { ApiError } from '@web/shared/api/client';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { WizardStep } from '@web/shared/layout/WizardStep';
import { CameraScanner } from '@web/shared/scanner/CameraScanner';
import { ScannerInput } from '@web/shared/scanner/ScannerInput';
import { toast } from '@web/shared/toast/toast';
import type { InventoryItem } from '@web/staff/inventory/api/inventory';
import { ConsignerSelect } from '@web/staff/inventory/common/ConsignerSelect';
import { LocationSelect, SubLocationSelect } from '@web/staff/inventory/common/LocationSelects';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Steps from 'antd/es/steps';
import { useCallback, useState } from 'react';
import { AttachGtinDialog } from './AttachGtinDialog';
import { type ScanAnswer, useSaveIntake, useScanValue } from './api/scan-intake';
import { ChooseItemDialog } from './ChooseItemDialog';
import { IntakeItemRow, intakeRole, notToAcceptNote } from './IntakeItemRow';
import { type AddTarget, ScanAddDialog } from './ScanAddDialog';

/**
 * Scan intake wizard (/scan, spec 2 §2.10, §4): choose the consigner and location, then scan their items (GTIN
 * of the box or the item's own code); Save takes the scanned items in at the location and the wizard resets.
 */
export function ScanIntakePage() {
  const [step, setStep] = useState(0);
  const [consigner, setConsigner] = useState<number | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const [subLocation, setSubLocation] = useState<string | null>(null);
  const [items, setItems] = useState<InventoryItem[]>([]);
  // Items created by the Add dialog of this wizard: already Active, nothing left for Save to do.
  const [addedHere, setAddedHere] = useState<ReadonlySet<number>>(new Set());
  const [attach, setAttach] = useState<string | null>(null);
  const [adding, setAdding] = useState<AddTarget | null>(null);
  const [choosing, setChoosing] = useState<InventoryItem[] | null>(null);
  const [camera, setCamera] = useState(false);
  const [typed, setTyped] = useState('');
  const dialogOpen = attach !== null || adding !== null || choosing !== null || camera;

  const removeItem = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  const addItem = (item: InventoryItem) => {
    setChoosing(null);
    // Scanned by its own code while already in stock: listed, so the clerk sees it, but marked as not to accept.
    if (intakeRole(item, addedHere) === 'inStock')
      toast.warning(`${item.code}: ${notToAcceptNote(item.status)}`);
    setItems((list) => (list.some((i) => i.id === item.id) ? list : [item, ...list]));
  };
  const scan = useScanValue({
    onSuccess: (answer: ScanAnswer, request) => {
      const [first] = answer.scanGTINInventories;
      if (!answer.scanGTINProduct) return setAttach(request.gtin);
      if (answer.scanGTINInventories.length === 1 && first) return addItem(first);
      if (answer.scanGTINInventories.length > 1) return setChoosing(answer.scanGTINInventories);
      setAdding({ product: answer.scanGTINProduct, size: answer.gtinSize ?? '' });
    },
    // A failed scan clears what the last scan opened (spec 2 §4); the server's message is the toast.
    onError: (error) => {
      setChoosing(null);
      setAdding(null);
      if (!(error instanceof ApiError)) toast.error(messages.unknownError);
    },
  });
  const onScan = (value: string) => {
    const gtin = value.trim();
    if (!gtin || !consigner || !location) return;
    scan.mutate({ consigner, location, gtin, scanned: items.map((i) => i.id) });
  };
  const reset = () => {
    setStep(0);
    setItems([]);
    setAddedHere(new Set());
    setConsigner(null);
    setLocation(null);
    setSubLocation(null);
  };
  const save = useSaveIntake({
    onSuccess: (r) => {
      toast.success(r.message ?? messages.inventoryAccepted);
      reset();
    },
  });
  const next = () => {
    if (!consigner || !location) return toast.warning(messages.selectLocationAndConsigner);
    setStep(1);
  };
  const onSave = () => {
    if (!location) return toast.warning(messages.selectLocation);
    if (!consigner) return toast.warning(messages.selectConsigner);
    const ids = items.filter((i) => intakeRole(i, addedHere) === 'accept').map((i) => i.id);
    if (ids.length > 0) return save.mutate({ consigner, location, subLocation, ids });
    const added = items.filter((i) => intakeRole(i, addedHere) === 'added').length;
    if (added === 0) return toast.warning(messages.nothingToAccept);
    toast.success(`${added} new item${added === 1 ? '' : 's'} added at ${location}.`);
    reset();
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Scan" />
      <Steps
        current={step}
        items={[{ title: 'Select Consigner / Location' }, { title: 'Scan Items' }]}
        responsive
      />
      <WizardStep
        stepKey={String(step)}
        label={step === 0 ? 'Step 1 of 2: consigner and location' : 'Step 2 of 2: scan items'}
      >
        {step === 0 && (
          <Card>
            <Flex vertical gap={12} style={{ maxWidth: 420 }}>
              <ConsignerSelect
                value={consigner ?? undefined}
                onChange={(v) => {
                  // The list holds the previous consigner's items: Save would refuse them all.
                  if (v !== consigner) {
                    setItems([]);
                    setAddedHere(new Set());
                  }
                  setConsigner(v);
                }}
                aria-label="Consigner"
                data-testid="intake-consigner"
              />
              <LocationSelect
                withMarketplace={false}
                value={location ?? undefined}
                onChange={(v) => {
                  setLocation(v);
                  setSubLocation(null);
                }}
                aria-label="Location"
                data-testid="intake-location"
              />
              <SubLocationSelect
                location={location}
                allowClear
                placeholder="Sublocation (optional)"
                value={subLocation ?? undefined}
                onChange={(v) => setSubLocation(v ?? null)}
                aria-label="Sublocation"
              />
              <Button type="primary" onClick={next} data-testid="intake-next">
                Next
              </Button>
            </Flex>
          </Card>
        )}
        {step === 1 && (
          <Card
            title={`Scan items · ${location}${subLocation ? ` / ${subLocation}` : ''}`}
            extra={
              <Flex gap={8} align="center">
                <ScannerInput onScan={onScan} active={!dialogOpen} />
                <Button
                  icon={<CameraOutlined />}
                  onClick={() => setCamera(true)}
                  aria-label="Scan with the camera"
                />
              </Flex>
            }
          >
            <Flex vertical gap={12}>
              <Input.Search
                placeholder="Type a barcode or item code"
                enterButton="Add"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                onSearch={(v) => {
                  setTyped('');
                  onScan(v);
                }}
                loading={scan.isPending}
                aria-label="Barcode or item code"
                style={{ maxWidth: 420 }}
              />
              <List
                rowKey="id"
                data-testid="intake-items"
                dataSource={items}
                locale={{ emptyText: 'Scan the consigner’s items.' }}
                renderItem={(item) => (
                  <IntakeItemRow item={item} role={intakeRole(item, addedHere)} onRemove={removeItem} />
                )}
              />
              <Flex gap={8} wrap>
                <Button type="primary" onClick={onSave} loading={save.isPending} data-testid="intake-save">
                  Save
                </Button>
                <Button onClick={() => setStep(0)}>Back</Button>
              </Flex>
            </Flex>
            <AttachGtinDialog
              gtin={attach}
              onClose={() => setAttach(null)}
              onAttached={(gtin) => {
                setAttach(null);
                onScan(gtin);
              }}
            />
            <ChooseItemDialog items={choosing} onChoose={addItem} onClose={() => setChoosing(null)} />
            <ScanAddDialog
              target={adding}
              consigner={consigner ?? 0}
              location={location ?? ''}
              subLocation={subLocation}
              onClose={() => setAdding(null)}
              onAdded={(created) => {
                setAdding(null);
                setAddedHere((ids) => new Set([...ids, ...created.map((c) => c.id)]));
                setItems((list) => [...created, ...list]);
              }}
            />
            <CameraScanner open={camera} onScan={onScan} onClose={() => setCamera(false)} />
          </Card>
        )}
      </WizardStep>
    </Flex>
  );
}
