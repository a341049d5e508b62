import { inventoryAddedTo } from '@backroom/domain/messages';
import { currencySymbol } from '@backroom/domain/money-format';
import { makeQuickAddSchema } from '@backroom/domain/schemas/setup';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import { ImageUpload } from '@web/shared/uploads/ImageUpload';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import { ConsignerSelect } from '@web/staff/inventory/common/ConsignerSelect';
import { useIntakeLocation, useStoreAccountId } from '@web/staff/inventory/common/intake-defaults';
import { LocationSelect } from '@web/staff/inventory/common/LocationSelects';
import { usePrintLabels } from '@web/staff/labels/api/print-labels';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuickAdd } from './api/quick-add';

// A flat form, not the request: quick add nests the walk-in consigner and the item and takes one image.
interface QuickAddValues {
  images?: string[];
  title?: string;
  productTemplateId?: number;
  option1Value?: string;
  option2Value?: string;
  option3Value?: string;
  price?: number | null;
  consigner?: number;
  location?: string;
  /** A consigner met at the counter, added with the item. */
  walkIn: boolean;
  walkInFirstName?: string;
  walkInLastName?: string;
  walkInEmail?: string;
  printLabel: boolean;
}

const OPTION_KEYS = ['option1Value', 'option2Value', 'option3Value'] as const;

/**
 * /quickAdd (issue 33): a one-off item from a photo and a title: the product (its brand, SKU and gender completed
 * later on the product screen) and the item in one form, the store's own stock and the last location by default.
 */
export function QuickAddPage() {
  const store = useStore();
  const navigate = useNavigate();
  const [form] = Form.useForm<QuickAddValues>();
  const templates = useProductTemplates();
  const storeAccount = useStoreAccountId();
  const intake = useIntakeLocation();
  const templateId = Form.useWatch('productTemplateId', form);
  const printLabel = Form.useWatch('printLabel', form) ?? true;
  const walkIn = Form.useWatch('walkIn', form) ?? false;
  const list = templates.data ?? [];
  const template = list.find((t) => t.id === templateId) ?? list[0];
  const print = usePrintLabels();
  const add = useQuickAdd({
    onSuccess: async (answer, values) => {
      const item = answer.inventories[0];
      intake.remember(values.item && typeof values.item === 'object' ? locationOf(values.item) : null);
      toast.success(inventoryAddedTo(answer.product.title));
      if (item && form.getFieldValue('printLabel') !== false) await print.mutateAsync({ ids: [item.id] });
      if (item) navigate(`/inventories/${item.id}`);
    },
  });

  // Defaults arrive with their lists: the first (only) template, the store account, the last location, and
  // "Used" for the condition of a one-off used item when the template offers it.
  useEffect(() => {
    if (!form.getFieldValue('productTemplateId') && list[0])
      form.setFieldValue('productTemplateId', list[0].id);
  }, [list, form]);
  useEffect(() => {
    if (!form.getFieldValue('consigner') && storeAccount) form.setFieldValue('consigner', storeAccount);
  }, [storeAccount, form]);
  useEffect(() => {
    if (!form.getFieldValue('location') && intake.location) form.setFieldValue('location', intake.location);
  }, [intake.location, form]);
  useEffect(() => {
    if (!form.getFieldValue('option2Value') && template?.option2Values?.includes('Used'))
      form.setFieldValue('option2Value', 'Used');
  }, [template, form]);

  const submit = (values: QuickAddValues) => {
    const body = {
      title: values.title ?? '',
      image: values.images?.[0] ?? null,
      productTemplateId: template?.id ?? null,
      walkIn: values.walkIn
        ? {
            firstName: values.walkInFirstName ?? '',
            lastName: values.walkInLastName ?? '',
            email: values.walkInEmail ?? '',
          }
        : null,
      item: {
        option1Value: values.option1Value ?? null,
        option2Value: values.option2Value ?? null,
        option3Value: values.option3Value ?? null,
        price: values.price ?? Number.NaN,
        quantity: 1,
        location: values.location ?? null,
        consigner: values.consigner ?? null,
        category: template?.category ?? null,
      },
    };
    const checked = makeQuickAddSchema(template ?? {}).safeParse(body);
    if (!checked.success) return toast.warning(checked.error.issues[0]?.message ?? 'Please check the form');
    add.mutate(body);
  };

  if (templates.isPending) return <Skeleton active />;
  const names = [template?.option1, template?.option2, template?.option3];
  const values = [template?.option1Values, template?.option2Values, template?.option3Values];
  return (
    <>
      <PageHeader title="Quick add" />
      <Card style={{ maxWidth: 760 }}>
        <Typography.Paragraph type="secondary">
          A one-off item from a photo and a title: it goes on sale now and its product can be completed later.
          For stock you sell again and again, <Link to="/products/create">create a product</Link>.
        </Typography.Paragraph>
        <Form<QuickAddValues>
          form={form}
          name="quickAdd"
          layout="vertical"
          initialValues={{ printLabel: true, walkIn: false, images: [] }}
          onFinish={submit}
          data-testid="quick-add-form"
        >
          <Form.Item label="Photo" name="images">
            <ImageUpload max={1} label="item photo" testId="quick-add-photo" />
          </Form.Item>
          <Form.Item label="Title" name="title" required>
            <Input autoComplete="off" autoFocus data-testid="quick-add-title" />
          </Form.Item>
          <Row gutter={16}>
            {list.length > 1 && (
              <Col xs={24} md={12}>
                <Form.Item label="Product template" name="productTemplateId" required>
                  <Select
                    options={list.map((t) => ({ value: t.id, label: t.title }))}
                    data-testid="quick-add-template"
                  />
                </Form.Item>
              </Col>
            )}
            {OPTION_KEYS.map((key, i) => {
              const name = names[i];
              if (!name?.trim()) return null;
              return (
                <Col xs={12} md={6} key={key}>
                  <Form.Item label={name} name={key} required>
                    <Select<string>
                      placeholder={name}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={(values[i] ?? []).map((v) => ({ value: v, label: v }))}
                      data-testid={`quick-add-${key}`}
                    />
                  </Form.Item>
                </Col>
              );
            })}
            <Col xs={12} md={6}>
              <Form.Item label="Price" name="price" required>
                <InputNumber<number>
                  min={0}
                  placeholder="0.00"
                  style={{ width: '100%' }}
                  prefix={currencySymbol(store.currency)}
                  data-testid="quick-add-price"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              {walkIn ? (
                <Form.Item label={store.isBuyingStore ? 'Seller' : 'Consigner'}>
                  <Typography.Text type="secondary">A new one, below</Typography.Text>
                </Form.Item>
              ) : (
                <Form.Item label={store.isBuyingStore ? 'Seller' : 'Consigner'} name="consigner" required>
                  <ConsignerSelect data-testid="quick-add-consigner" />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Location" name="location" required>
                <LocationSelect withMarketplace={false} data-testid="quick-add-location" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="walkIn" valuePropName="checked" style={{ marginBottom: walkIn ? 8 : undefined }}>
            <Checkbox data-testid="quick-add-walk-in">
              A new {store.isBuyingStore ? 'seller' : 'consigner'} at the counter
            </Checkbox>
          </Form.Item>
          {walkIn && (
            <Row gutter={16} data-testid="quick-add-walk-in-fields">
              <Col xs={24} md={8}>
                <Form.Item label="First name" name="walkInFirstName" required>
                  <Input autoComplete="off" data-testid="quick-add-walk-in-firstName" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Last name" name="walkInLastName" required>
                  <Input autoComplete="off" data-testid="quick-add-walk-in-lastName" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  label="Email"
                  name="walkInEmail"
                  required
                  extra="They are invited to add their payout details in the seller portal."
                >
                  <Input type="email" autoComplete="off" data-testid="quick-add-walk-in-email" />
                </Form.Item>
              </Col>
            </Row>
          )}
          <Form.Item name="printLabel" valuePropName="checked">
            <Checkbox data-testid="quick-add-print">Print its label now</Checkbox>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={add.isPending || print.isPending}
            data-testid="quick-add-submit"
          >
            {printLabel ? 'Add item and print label' : 'Add item'}
          </Button>
        </Form>
      </Card>
    </>
  );
}

function locationOf(item: object): string | null {
  const location = (item as { location?: unknown }).location;
  return typeof location === 'string' ? location : null;
}
