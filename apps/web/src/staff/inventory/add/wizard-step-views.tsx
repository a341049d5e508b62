import { messages } from '@backroom/domain/messages';
import { useStore } from '@web/shared/store/store-context';
import { SingleImageUpload } from '@web/shared/uploads/ImageUpload';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { useFilterOptions } from '../api/get-filter-options';
import { usePriceAlert } from '../api/get-price-alert';
import { ConsignerSelect } from '../common/ConsignerSelect';
import { LocationSelect, SubLocationSelect } from '../common/LocationSelects';
import { useInventorySettings } from '../common/use-inventory-settings';
import { LineFees } from './LineFees';
import type { AddInventoryProduct } from './line-values';
import type { WizardValues } from './WizardSteps';

interface StepProps {
  values: WizardValues;
  onChange: (changes: Partial<WizardValues>) => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label style={{ display: 'block' }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </Typography.Text>
      {children}
    </label>
  );
}

/** One option's values as a grid of buttons. */
export function OptionStep({
  name,
  values,
  value,
  onChange,
}: {
  name: string;
  values: readonly string[];
  value: string | null | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Select {name}
      </Typography.Title>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(event.target.value)}
        optionType="button"
        buttonStyle="solid"
        aria-label={name}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        options={values.map((v) => ({ value: v, label: v }))}
        data-testid="wizard-option"
      />
    </Flex>
  );
}

/** Price and quantity with the live payout and price alert, for a consigner at a location. */
export function PriceStep({
  product,
  category,
  values,
  onChange,
}: StepProps & { product: AddInventoryProduct; category: string | null }) {
  const store = useStore();
  const consigners = useFilterOptions();
  const chosen = consigners.data?.consigners.find((c) => Number(c.value) === values.consigner);
  const { alert, warnText } = usePriceAlert(
    values.price
      ? {
          productId: product.id,
          price: values.price,
          option1Value: values.option1Value ?? null,
          option2Value: values.option2Value ?? null,
          option3Value: values.option3Value ?? null,
        }
      : null,
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Field label={store.isBuyingStore ? 'Seller' : 'Consigner'}>
          <ConsignerSelect
            value={values.consigner}
            onChange={(consigner) => onChange({ consigner })}
            style={{ width: '100%' }}
            data-testid="wizard-consigner"
          />
        </Field>
      </Col>
      <Col xs={12} md={6}>
        <Field label="Price">
          <InputNumber<number>
            autoFocus
            value={values.price ?? null}
            onChange={(price) => onChange({ price })}
            status={values.price != null && values.price <= 0 ? 'error' : undefined}
            style={{ width: '100%', ...(alert ? { borderColor: '#d4b106' } : {}) }}
            data-testid="wizard-price"
          />
        </Field>
        {values.price != null && values.price <= 0 && (
          <Typography.Text type="danger" data-testid="wizard-price-error">
            {messages.priceAboveZero}
          </Typography.Text>
        )}
        {alert && (
          <Typography.Text type="warning" data-testid="wizard-price-alert">
            {warnText}
          </Typography.Text>
        )}
      </Col>
      <Col xs={12} md={6}>
        <Field label="Quantity">
          <InputNumber<number>
            min={1}
            precision={0}
            value={values.quantity ?? null}
            onChange={(quantity) => onChange({ quantity })}
            style={{ width: '100%' }}
            data-testid="wizard-quantity"
          />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <LocationFields values={values} onChange={onChange} />
      </Col>
      <Col xs={24} md={12}>
        {chosen?.isStoreAccount ? (
          <Field label="Cost">
            <InputNumber<number>
              value={values.cost ?? null}
              onChange={(cost) => onChange({ cost })}
              style={{ width: '100%' }}
              data-testid="wizard-cost"
            />
          </Field>
        ) : (
          <LineFees
            currency={store.currency}
            testId="wizard-fees"
            request={
              values.consigner && values.price && values.price > 0
                ? {
                    price: values.price,
                    quantity: values.quantity ?? 1,
                    option1Value: values.option1Value ?? null,
                    option2Value: values.option2Value ?? null,
                    option3Value: values.option3Value ?? null,
                    category,
                    consigner: values.consigner,
                  }
                : null
            }
          />
        )}
      </Col>
    </Row>
  );
}

function LocationFields({ values, onChange }: StepProps) {
  return (
    <Flex gap={8} wrap>
      <div style={{ flex: '1 1 160px' }}>
        <Field label="Location">
          <LocationSelect
            withMarketplace={false}
            value={values.location ?? undefined}
            onChange={(location) => onChange({ location, subLocation: null })}
            style={{ width: '100%' }}
            data-testid="wizard-location"
          />
        </Field>
      </div>
      <div style={{ flex: '1 1 160px' }}>
        <Field label="Sublocation">
          <SubLocationSelect
            location={values.location}
            value={values.subLocation ?? undefined}
            onChange={(subLocation) => onChange({ subLocation: subLocation ?? null })}
            style={{ width: '100%' }}
            data-testid="wizard-sublocation"
          />
        </Field>
      </div>
    </Flex>
  );
}

/** The store's shipping instructions and a picture of the items. */
export function ShipStep({ values, onChange, count }: StepProps & { count: number }) {
  const settings = useInventorySettings();
  const lines = settings.shipInstructions.length
    ? settings.shipInstructions
    : ['Pack the item in its box.', 'Bring or ship it to the store location you choose next.'];
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="success" data-testid="wizard-created">
        {count === 1 ? '1 item was added.' : `${count} items were added.`}
      </Typography.Text>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Shipping instructions
      </Typography.Title>
      <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="wizard-ship-instructions">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <SingleImageUpload
        value={values.picture ?? null}
        onChange={(picture) => onChange({ picture })}
        label="a picture of the item"
        testId="wizard-picture"
      />
    </Flex>
  );
}

/** Where the new items are kept. */
export function LocationStep({ values, onChange }: StepProps) {
  return (
    <Flex vertical gap={12} style={{ maxWidth: 520 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Location
      </Typography.Title>
      <LocationFields values={values} onChange={onChange} />
    </Flex>
  );
}
