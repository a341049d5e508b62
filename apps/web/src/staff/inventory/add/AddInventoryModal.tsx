import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { UI } from '@backroom/domain/constants';
import { inventoryAddedTo, messages } from '@backroom/domain/messages';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { useModalLayout } from '@web/shared/layout/use-modal-layout';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useAddInventories } from '../api/add-inventories';
import { useFilterOptions } from '../api/get-filter-options';
import { ConsignerSelect } from '../common/ConsignerSelect';
import { useIntakeLocation, useStoreAccountId } from '../common/intake-defaults';
import { AddInventoryLine } from './AddInventoryLine';
import {
  type AddFormValues,
  type AddInventoryProduct,
  emptyLine,
  type LineValues,
  lineProblem,
  toAddLine,
} from './line-values';

interface AddInventoryModalProps {
  product: AddInventoryProduct;
  open: boolean;
  onClose: () => void;
}

/** Add Inventory (spec 2 §2.12): lines of option values, price, quantity and location for one consigner. */
export function AddInventoryModal({ product, open, onClose }: AddInventoryModalProps) {
  const layout = useModalLayout(UI.modalWidth);
  return (
    <Modal
      open={open}
      title="Add Inventory"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      {...layout}
    >
      {open && <AddInventoryForm product={product} onClose={onClose} />}
    </Modal>
  );
}

function AddInventoryForm({ product, onClose }: { product: AddInventoryProduct; onClose: () => void }) {
  const store = useStore();
  const [form] = Form.useForm<AddFormValues>();
  const templates = useProductTemplates();
  const template = templates.data?.find((t) => t.id === product.productTemplateId) ?? templates.data?.[0];
  const category = product.category ?? template?.category ?? null;
  const consigners = useFilterOptions();
  const consigner = Form.useWatch('consigner', form);
  const lines = Form.useWatch('lines', form) ?? [];
  const chosen = consigners.data?.consigners.find((c) => Number(c.value) === consigner);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const intake = useIntakeLocation();
  const add = useAddInventories({
    onSuccess: (_items, input) => {
      intake.remember(input.lines[input.lines.length - 1]?.location ?? null);
      toast.success(inventoryAddedTo(product.title));
      onClose();
    },
  });

  // New lines start at the location used last on this device (else the store's first); once the locations
  // arrive, lines without one get it. A store whose only consigner is itself starts with it chosen (issue 33).
  const firstLocation = intake.location;
  const storeAccount = useStoreAccountId();
  const onlyConsigner = consigners.data?.consigners.length === 1 ? storeAccount : undefined;
  useEffect(() => {
    if (onlyConsigner && form.getFieldValue('consigner') === undefined)
      form.setFieldValue('consigner', onlyConsigner);
  }, [onlyConsigner, form]);
  useEffect(() => {
    if (!firstLocation) return;
    const current = (form.getFieldValue('lines') ?? []) as LineValues[];
    if (current.some((line) => !line.location)) {
      form.setFieldValue(
        'lines',
        current.map((line) => (line.location ? line : { ...line, location: firstLocation })),
      );
    }
  }, [firstLocation, form]);

  const submit = (values: AddFormValues) => {
    const found: Record<number, string> = {};
    values.lines.forEach((line, i) => {
      const problem = lineProblem(template, line, values.consigner, category);
      if (problem) found[i] = problem;
    });
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) return toast.warning(first);
    if (!values.consigner) return toast.warning(messages.selectConsigner);
    add.mutate({
      productId: product.id,
      lines: values.lines.map((line) => toAddLine(line, values.consigner as number, category)),
    });
  };

  return (
    <Form<AddFormValues>
      form={form}
      name="add-inventory"
      layout="vertical"
      initialValues={{ lines: [emptyLine(firstLocation)] }}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        const message = errorFields[0]?.errors[0];
        if (message) toast.warning(message);
      }}
      data-testid="add-inventory-form"
    >
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <FallbackImage
          src={product.image}
          alt={product.title}
          width={56}
          height={56}
          style={{ borderRadius: 4 }}
        />
        <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography.Text strong data-testid="add-inventory-product">
            {product.title}
          </Typography.Text>
          {product.sku && <Typography.Text type="secondary">{product.sku}</Typography.Text>}
        </Flex>
        <Form.Item
          name="consigner"
          label={store.isBuyingStore ? 'Seller' : 'Consigner'}
          rules={[{ required: true, message: messages.selectConsigner }]}
          style={{ margin: 0, minWidth: 260, flex: '1 1 260px' }}
        >
          <ConsignerSelect autoFocus data-testid="add-inventory-consigner" />
        </Form.Item>
      </Flex>
      <Form.List name="lines">
        {(fields, { add: addLine, remove }) => (
          <Flex vertical gap={12}>
            {fields.map((field) => (
              <AddInventoryLine
                key={field.key}
                index={field.name}
                form={form}
                template={template}
                currency={store.currency}
                category={category}
                consigner={consigner}
                consignerName={chosen?.label}
                storeOwned={Boolean(chosen?.isStoreAccount)}
                productId={product.id}
                problem={problems[field.name] ?? null}
                canRemove={fields.length > 1}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Flex justify="end" gap={8} wrap style={{ marginTop: 4 }}>
              <Button
                icon={<CopyOutlined />}
                onClick={() => {
                  const last = lines[lines.length - 1] ?? emptyLine(firstLocation);
                  addLine({ ...last });
                }}
                data-testid="add-inventory-duplicate"
              >
                Duplicate
              </Button>
              <Button onClick={onClose} data-testid="add-inventory-cancel">
                Cancel
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={add.isPending}
                data-testid="add-inventory-submit"
              >
                Add inventory
              </Button>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </Form>
  );
}
