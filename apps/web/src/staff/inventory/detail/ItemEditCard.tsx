import { showRequestPriceChangeButton, showSaveButton } from '@backroom/domain/inventory-buttons';
import { messages } from '@backroom/domain/messages';
import { toMinor } from '@backroom/domain/money';
import { formatAmount, formatStoreTake } from '@backroom/domain/money-format';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import { SingleImageUpload } from '@web/shared/uploads/ImageUpload';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { type InventoryItem, isStoreOwned, itemConsignerId, itemPayout, OPTION_KEYS } from '../api/inventory';
import { oneItem, useInventoryAction } from '../api/inventory-actions';
import { useFees } from '../api/quote-fees';
import { type InventoryChanges, useUpdateInventory } from '../api/update-inventory';
import { LocationSelect, SubLocationSelect } from '../common/LocationSelects';
import { PriceDialog } from '../common/PriceDialog';
import { useDebounced } from '../common/use-debounced';

/** The form: texts as the edit takes them; places picked by name; the number boxes hold a number. */
type EditValues = Pick<
  InventoryChanges,
  'option1Value' | 'option2Value' | 'option3Value' | 'image' | 'notes'
> & {
  [K in 'price' | 'payout' | 'cost']?: number | null;
} & { [K in 'location' | 'subLocation']?: string | null };

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** Option values, price, payout (cost for the store's own items), location, image and notes (spec 2 §2.3). */
export function ItemEditCard({ item }: { item: InventoryItem }) {
  const store = useStore();
  const [form] = Form.useForm<EditValues>();
  const templates = useProductTemplates();
  const template = item.productTemplate?.option1
    ? item.productTemplate
    : templates.data?.find((t) => t.id === item.product?.productTemplateId);
  const storeOwned = isStoreOwned(item);
  const [priceOpen, setPriceOpen] = useState(false);
  const update = useUpdateInventory({ meta: { successMessage: messages.saved } });
  const request = useInventoryAction({
    meta: { successMessage: messages.requestedPriceChange },
    onSuccess: () => setPriceOpen(false),
  });

  const saved: EditValues = {
    option1Value: item.option1Value,
    option2Value: item.option2Value,
    option3Value: item.option3Value,
    price: num(item.price),
    payout: num(itemPayout(item)),
    cost: num(item.cost),
    location: item.location,
    subLocation: item.subLocation,
    image: item.image,
    notes: item.notes,
  };

  // A new price requotes the fees; the payout field takes the quote (not for the store's own items).
  const price = Form.useWatch('price', form);
  const location = Form.useWatch('location', form);
  const settledPrice = useDebounced(price, 300);
  const consigner = itemConsignerId(item);
  const priceChanged = settledPrice != null && settledPrice > 0 && settledPrice !== saved.price;
  const quote = useFees(
    priceChanged && !storeOwned && consigner
      ? {
          id: item.id,
          price: settledPrice,
          quantity: 1,
          option1Value: item.option1Value,
          option2Value: item.option2Value,
          option3Value: item.option3Value,
          category: item.product?.category ?? item.productTemplate?.category ?? null,
          consigner,
        }
      : null,
  );
  useEffect(() => {
    if (priceChanged && quote.data && !quote.isPlaceholderData)
      form.setFieldValue('payout', quote.data.payout);
  }, [priceChanged, quote.data, quote.isPlaceholderData, form]);

  const submit = (values: EditValues) => {
    const changes: InventoryChanges = {
      option1Value: values.option1Value ?? null,
      option2Value: values.option2Value ?? null,
      option3Value: values.option3Value ?? null,
      location: values.location ?? null,
      subLocation: values.subLocation ?? null,
      image: values.image ?? null,
      notes: values.notes?.trim() || null,
    };
    if (values.price != null) changes.price = values.price;
    // A consigner's payout follows from the price (the server requotes it); a store account's is its cost.
    if (storeOwned && values.cost != null) changes.cost = values.cost;
    if (item.version !== undefined) changes.version = item.version;
    toast.info(messages.saving);
    update.mutate({ id: item.id, changes });
  };

  const names = [template?.option1 || 'Size', template?.option2, template?.option3];
  const lists = [template?.option1Values, template?.option2Values, template?.option3Values];
  const requested =
    item.requestedPrice != null && ['StoreRequestPriceChange', 'RequestPriceChange'].includes(item.status);

  return (
    <Card title="Details" data-testid="item-edit">
      {requested && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            item.status === 'StoreRequestPriceChange'
              ? `The store asked for ${formatAmount(item.requestedPrice, store.currency)}; waiting for the consigner.`
              : `The consigner asks for ${formatAmount(item.requestedPrice, store.currency)}.`
          }
          data-testid="item-requested-price"
        />
      )}
      <Form<EditValues>
        // A change made elsewhere (an accepted price, a transfer) refills the form.
        key={item.updatedAt ?? ''}
        form={form}
        name="inventory-edit"
        layout="vertical"
        initialValues={saved}
        onFinish={submit}
        data-testid="item-edit-form"
      >
        <Row gutter={12}>
          {OPTION_KEYS.map((key, i) => {
            const name = names[i];
            if (!name?.trim()) return null;
            return (
              <Col xs={24} sm={8} key={key}>
                <Form.Item name={key} label={name}>
                  <Select<string>
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    options={(lists[i] ?? []).map((v) => ({ value: v, label: v }))}
                    data-testid={`item-${key}`}
                  />
                </Form.Item>
              </Col>
            );
          })}
          <Col xs={12} sm={8}>
            <Form.Item name="price" label="Price">
              <InputNumber<number> style={{ width: '100%' }} data-testid="item-price" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            {storeOwned ? (
              <Form.Item name="cost" label="Cost">
                <InputNumber<number> precision={2} style={{ width: '100%' }} data-testid="item-cost" />
              </Form.Item>
            ) : (
              <Form.Item
                name="payout"
                label="Payout"
                extra={quote.isFetching ? 'Calculating fees…' : undefined}
              >
                <InputNumber<number> precision={2} style={{ width: '100%' }} data-testid="item-payout" />
              </Form.Item>
            )}
            {!storeOwned && item.soldPrice !== null ? (
              <Typography.Text
                type={item.payoutFee < 0 ? 'danger' : 'secondary'}
                data-testid="item-store-take"
              >
                Store's take: {formatStoreTake(toMinor(item.payoutFee, store.currency), store.currency)}
              </Typography.Text>
            ) : null}
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="location" label="Location">
              <LocationSelect
                onChange={() => form.setFieldValue('subLocation', null)}
                data-testid="item-location"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="subLocation" label="Sublocation">
              <SubLocationSelect location={location} data-testid="item-sublocation" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="image" label="Image">
              <SingleImageUpload label="the item's picture" testId="item-image" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label="Notes">
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="item-notes" />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8} wrap>
          {showSaveButton(item.status) && (
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="item-save">
              Save
            </Button>
          )}
          {showRequestPriceChangeButton({ status: item.status, isStoreAccount: storeOwned }) && (
            <Button onClick={() => setPriceOpen(true)} data-testid="item-request-price-change">
              Request price change
            </Button>
          )}
        </Flex>
      </Form>
      <PriceDialog
        open={priceOpen}
        name="item-price-dialog"
        title="Request Price Change"
        submitText="Request"
        description="The consigner is asked to accept the new price."
        currency={store.currency}
        loading={request.isPending}
        onCancel={() => setPriceOpen(false)}
        onConfirm={(requestedPrice) =>
          request.mutate({ action: 'storeRequestPriceChange', body: { ...oneItem(item.id), requestedPrice } })
        }
      />
    </Card>
  );
}
