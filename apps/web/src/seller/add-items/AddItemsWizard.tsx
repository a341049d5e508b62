import type { FeeQuote } from '@backroom/domain/fee-quote';
import { skuForCard } from '@backroom/domain/format';
import { useProductTemplates } from '@web/shared/api/get-product-templates';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { LoadError } from '@web/shared/layout/LoadError';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { WizardStep } from '@web/shared/layout/WizardStep';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import Steps from 'antd/es/steps';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useShipInstructions } from '../api/add-items';
import { useProduct } from '../api/get-products';
import { PriceStep, type PriceValues } from './PriceStep';
import { ReviewBar, reviewBarSpace } from './ReviewBar';
import { useReviewCart } from './review-cart';
import { wizardWarning } from './wizard-check';

type OptionKey = 'option1Value' | 'option2Value' | 'option3Value';
type Step = { key: OptionKey | 'price' | 'ship'; title: string; values?: string[] };

/**
 * `/products/{id}`: the consigner's add-items wizard, steps SIZE, CONDITION (the template's options), PRICE and
 * SHIP (spec 2 §2.12). The last step puts the units on the review bar; nothing is created until Submit there.
 */
export function AddItemsWizard() {
  const id = Number(useParams().id);
  const isMobile = useIsMobile();
  const product = useProduct(id);
  const templates = useProductTemplates();
  const ship = useShipInstructions();
  const cart = useReviewCart();
  const template =
    templates.data?.find((t) => t.id === product.data?.productTemplateId) ?? templates.data?.[0] ?? null;
  const [step, setStep] = useState(0);
  const [options, setOptions] = useState<Partial<Record<OptionKey, string>>>({});
  const [price, setPrice] = useState<PriceValues>({ quantity: 1 });
  const [quote, setQuote] = useState<FeeQuote | null>(null);
  const payout = quote?.payout ?? null;

  if (product.isError)
    return <LoadError what="product" error={product.error} onRetry={() => void product.refetch()} />;
  if (product.isPending || templates.isPending) return <Skeleton active />;
  const item = product.data;

  const steps: Step[] = [
    {
      key: 'option1Value',
      title: (template?.option1 ?? 'Size').toUpperCase(),
      values: template?.option1Values ?? [],
    },
    ...(template?.option2
      ? [
          {
            key: 'option2Value' as const,
            title: template.option2.toUpperCase(),
            values: template.option2Values,
          },
        ]
      : []),
    ...(template?.option3
      ? [
          {
            key: 'option3Value' as const,
            title: template.option3.toUpperCase(),
            values: template.option3Values,
          },
        ]
      : []),
    { key: 'price', title: 'PRICE' },
    { key: 'ship', title: 'SHIP' },
  ];
  const current = steps[step]!;

  const next = () => {
    const warning = wizardWarning({
      step: current.key,
      options,
      price: price.price,
      quantity: price.quantity,
      payout,
    });
    if (warning) return toast.warning(warning);
    setStep((s) => s + 1);
  };

  const addToReview = () => {
    cart.add({
      productId: item.id,
      title: item.title,
      sku: item.sku,
      image: item.image,
      option1Value: options.option1Value!,
      option2Value: options.option2Value ?? null,
      option3Value: options.option3Value ?? null,
      price: price.price!,
      quantity: price.quantity ?? 1,
      payout: payout ?? 0,
      services: price.services ?? {},
      fees: quote,
    });
    toast.success(`${price.quantity ?? 1} added for review`);
    setOptions({});
    setPrice({ quantity: 1 });
    setStep(0);
  };

  return (
    <div style={{ paddingBottom: reviewBarSpace(isMobile) }}>
      <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
        <FallbackImage
          src={item.image}
          alt={item.title}
          width={isMobile ? 64 : 96}
          height={isMobile ? 64 : 96}
        />
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: isMobile ? 20 : undefined }}>
            {item.title}
          </Typography.Title>
          <Typography.Text type="secondary">{skuForCard(item.sku)}</Typography.Text>
          <div>
            <Link to={`/productItem/${item.id}`} data-testid="my-listings-link">
              My listings of this product ({item.inventories?.length ?? 0})
            </Link>
          </div>
        </div>
      </Flex>
      <Card>
        <Steps
          current={step}
          size="small"
          orientation={isMobile ? 'vertical' : 'horizontal'}
          items={steps.map((s) => ({ title: s.title }))}
          style={{ marginBottom: 24 }}
          data-testid="wizard-steps"
        />
        <WizardStep
          stepKey={current.key}
          label={`Step ${step + 1} of ${steps.length}: ${current.title.toLowerCase()}`}
          testId={`wizard-step-${current.key}`}
        >
          {current.values && (
            <Flex vertical gap={12}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                Select {current.title.toLowerCase()}
              </Typography.Title>
              <Radio.Group
                value={options[current.key as OptionKey]}
                onChange={(event) => setOptions((o) => ({ ...o, [current.key]: event.target.value }))}
                optionType="button"
                buttonStyle="solid"
                aria-label={current.title}
                style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
                options={current.values.map((v) => ({ value: v, label: v }))}
                data-testid="wizard-option"
              />
            </Flex>
          )}
          {current.key === 'price' && (
            <PriceStep
              variant={{
                productId: item.id,
                option1Value: options.option1Value ?? null,
                option2Value: options.option2Value ?? null,
                option3Value: options.option3Value ?? null,
              }}
              values={price}
              onChange={setPrice}
              onQuote={setQuote}
            />
          )}
          {current.key === 'ship' && (
            <Flex vertical gap={12}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                Shipping instructions
              </Typography.Title>
              <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="wizard-ship-instructions">
                {(ship.data ?? []).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
              <Typography.Text type="secondary">
                Add the item for review; when you submit your review, items within the store's price range are
                pre-approved for drop off and the others are sent to the store as a request.
              </Typography.Text>
            </Flex>
          )}
        </WizardStep>
        <Flex gap={8} justify="end" style={{ marginTop: 24 }}>
          {step > 0 && (
            <Button onClick={() => setStep((s) => s - 1)} data-testid="wizard-back">
              Back
            </Button>
          )}
          {current.key === 'ship' ? (
            <Button type="primary" onClick={addToReview} data-testid="wizard-add">
              Add for review
            </Button>
          ) : (
            <Button type="primary" onClick={next} data-testid="wizard-next">
              Next
            </Button>
          )}
        </Flex>
      </Card>
      <ReviewBar />
    </div>
  );
}
