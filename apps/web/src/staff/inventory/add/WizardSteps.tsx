import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import { messages, selectOptionsFirst } from '@backroom/domain/messages';
import { templateOptionNames } from '@backroom/domain/schemas/product-template';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { WizardStep } from '@web/shared/layout/WizardStep';
import { toast } from '@web/shared/toast/toast';
import { useLocations } from '@web/staff/common/api/get-locations';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Steps from 'antd/es/steps';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddInventories } from '../api/add-inventories';
import type { InventoryItem } from '../api/inventory';
import { useUpdateInventory } from '../api/update-inventory';
import { type AddInventoryProduct, type LineValues, lineProblem, toAddLine } from './line-values';
import { LocationStep, OptionStep, PriceStep, ShipStep } from './wizard-step-views';

type StepKey = 'option1' | 'option2' | 'option3' | 'price' | 'ship' | 'location';

export interface WizardValues extends LineValues {
  consigner?: number;
  picture?: string | null;
}

/**
 * Steps per template option (size, then condition, ...), Price (with consigner and location, which staff adds
 * need), then shipping instructions with a picture, then location. Submit For Review creates the items; the
 * last two steps work on the created items; Done leads to the product.
 */
export function WizardSteps({ product }: { product: AddInventoryProduct }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const templates = useProductTemplates();
  const template = templates.data?.find((t) => t.id === product.productTemplateId) ?? templates.data?.[0];
  const category = product.category ?? template?.category ?? null;
  const [values, setValues] = useState<WizardValues>({ quantity: 1 });
  const [step, setStep] = useState(0);
  const [created, setCreated] = useState<InventoryItem[] | null>(null);
  const change = (next: Partial<WizardValues>) => setValues((v) => ({ ...v, ...next }));
  // Items start at the store's first location (staff adds need one).
  const locations = useLocations();
  const firstLocation = locations.data?.find((l) => l.name !== ONLINE_MARKETPLACE_LOCATION)?.name;
  useEffect(() => {
    if (firstLocation) setValues((v) => (v.location === undefined ? { ...v, location: firstLocation } : v));
  }, [firstLocation]);

  const keys: StepKey[] = [
    'option1',
    ...(template?.option2 ? (['option2'] as const) : []),
    ...(template?.option3 ? (['option3'] as const) : []),
    'price',
    'ship',
    'location',
  ];
  const current = keys[step] ?? 'option1';
  const titles: Record<StepKey, string> = {
    option1: template?.option1 ?? 'Size',
    option2: template?.option2 ?? 'Option 2',
    option3: template?.option3 ?? 'Option 3',
    price: 'Price',
    ship: 'Ship',
    location: 'Location',
  };

  const add = useAddInventories({
    onSuccess: (items) => {
      setCreated(items);
      setStep((s) => s + 1);
    },
  });
  const update = useUpdateInventory();

  const next = () => {
    if (current.startsWith('option')) {
      const key = `${current}Value` as 'option1Value' | 'option2Value' | 'option3Value';
      if (!values[key]) return toast.warning(messages.wizardSelectFirst);
    }
    setStep((s) => s + 1);
  };

  const submitForReview = () => {
    if (!(values.price && values.price > 0) || !(values.quantity && values.quantity >= 1)) {
      return toast.warning(messages.wizardSelectFirst);
    }
    const problem = lineProblem(template, values, values.consigner, category);
    const optionsFirst = template ? selectOptionsFirst(templateOptionNames(template)) : null;
    if (problem) return toast.warning(problem === optionsFirst ? messages.wizardSelectFirst : problem);
    add.mutate({ productId: product.id, lines: [toAddLine(values, values.consigner as number, category)] });
  };

  const updateCreated = async (changes: Parameters<typeof update.mutateAsync>[0]['changes']) => {
    for (const item of created ?? []) await update.mutateAsync({ id: item.id, changes });
  };

  const afterShip = async () => {
    if (values.picture) await updateCreated({ image: values.picture }).catch(() => undefined);
    setStep((s) => s + 1);
  };

  const done = async () => {
    const first = created?.[0];
    const moved =
      first &&
      (first.location !== values.location || (first.subLocation ?? null) !== (values.subLocation ?? null));
    if (moved) {
      try {
        await updateCreated({ location: values.location ?? null, subLocation: values.subLocation ?? null });
      } catch {
        return;
      }
    }
    toast.success(messages.productAdded);
    navigate(`/products/${product.id}`);
  };

  return (
    <>
      <PageHeader title={`Add Inventory: ${product.title}`} />
      <Card>
        <Steps
          current={step}
          size="small"
          orientation={isMobile ? 'vertical' : 'horizontal'}
          items={keys.map((k) => ({ title: titles[k] }))}
          style={{ marginBottom: 24 }}
          data-testid="wizard-steps"
        />
        <WizardStep
          stepKey={current}
          label={`Step ${step + 1} of ${keys.length}: ${titles[current]}`}
          testId={`wizard-step-${current}`}
        >
          {current.startsWith('option') && template && (
            <OptionStep
              name={titles[current]}
              values={
                (current === 'option1'
                  ? template.option1Values
                  : current === 'option2'
                    ? template.option2Values
                    : template.option3Values) ?? []
              }
              value={values[`${current}Value` as 'option1Value']}
              onChange={(value) => change({ [`${current}Value`]: value })}
            />
          )}
          {current === 'price' && (
            <PriceStep product={product} category={category} values={values} onChange={change} />
          )}
          {current === 'ship' && created && (
            <ShipStep values={values} onChange={change} count={created.length} />
          )}
          {current === 'location' && created && <LocationStep values={values} onChange={change} />}
        </WizardStep>
        <Flex gap={8} justify="end" style={{ marginTop: 24 }}>
          {step > 0 && !created && (
            <Button onClick={() => setStep((s) => s - 1)} data-testid="wizard-back">
              Back
            </Button>
          )}
          {current.startsWith('option') && (
            <Button type="primary" onClick={next} data-testid="wizard-next">
              Next
            </Button>
          )}
          {current === 'price' && (
            <Button
              type="primary"
              onClick={submitForReview}
              loading={add.isPending}
              data-testid="wizard-submit"
            >
              Submit For Review
            </Button>
          )}
          {current === 'ship' && (
            <Button
              type="primary"
              onClick={() => void afterShip()}
              loading={update.isPending}
              data-testid="wizard-next"
            >
              Next
            </Button>
          )}
          {current === 'location' && (
            <Button
              type="primary"
              onClick={() => void done()}
              loading={update.isPending}
              data-testid="wizard-done"
            >
              Done
            </Button>
          )}
        </Flex>
      </Card>
    </>
  );
}
