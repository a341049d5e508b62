import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { messages } from '@backroom/domain/messages';
import type { ProductTemplate } from '@web/staff/common/api/types';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { usePriceAlert } from '../api/get-price-alert';
import { LocationSelect, SubLocationSelect } from '../common/LocationSelects';
import { LineFees } from './LineFees';
import { type AddFormValues, cleanServices, type LineValues } from './line-values';

const GOLD = '#d4b106';

interface AddInventoryLineProps {
  index: number;
  form: FormInstance<AddFormValues>;
  template: ProductTemplate | undefined;
  currency: string;
  category: string | null;
  consigner: number | undefined;
  consignerName: string | undefined;
  storeOwned: boolean;
  productId: number;
  problem: string | null;
  canRemove: boolean;
  onRemove: () => void;
}

/** One line of the Add Inventory modal: option values, price, quantity, location, consigner and live fees. */
export function AddInventoryLine(props: AddInventoryLineProps) {
  const { index, form, template, currency } = props;
  const line = (Form.useWatch(['lines', index], form) ?? {}) as LineValues;
  const names = [template?.option1, template?.option2, template?.option3];
  const lists = [template?.option1Values, template?.option2Values, template?.option3Values];
  const keys = ['option1Value', 'option2Value', 'option3Value'] as const;

  const { alert, warnText } = usePriceAlert(
    line.price
      ? {
          productId: props.productId,
          price: line.price,
          option1Value: line.option1Value ?? null,
          option2Value: line.option2Value ?? null,
          option3Value: line.option3Value ?? null,
        }
      : null,
  );

  const request =
    props.consigner && !props.storeOwned && line.price && line.price > 0
      ? {
          price: line.price,
          quantity: line.quantity ?? 1,
          option1Value: line.option1Value ?? null,
          option2Value: line.option2Value ?? null,
          option3Value: line.option3Value ?? null,
          category: props.category,
          consigner: props.consigner,
          services: cleanServices(line.services),
        }
      : null;

  return (
    <Card
      size="small"
      data-testid={`add-line-${index}`}
      style={props.problem ? { borderColor: '#ff4d4f' } : undefined}
      title={`Item ${index + 1}`}
      extra={
        props.canRemove && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={props.onRemove}
            aria-label={`Remove item ${index + 1}`}
            data-testid={`add-line-remove-${index}`}
          />
        )
      }
    >
      <Row gutter={[12, 0]}>
        {keys.map((key, i) => {
          const name = names[i];
          if (!name?.trim()) return null;
          return (
            <Col xs={12} md={4} key={key}>
              <Form.Item name={[index, key]} label={name} required>
                <Select<string>
                  placeholder={name}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(lists[i] ?? []).map((v) => ({ value: v, label: v }))}
                  data-testid={`add-line-${index}-${key}`}
                />
              </Form.Item>
            </Col>
          );
        })}
        <Col xs={12} md={3}>
          <Form.Item
            name={[index, 'price']}
            label="Price"
            required
            extra={
              alert ? (
                <Typography.Text type="warning" data-testid={`add-line-${index}-price-alert`}>
                  {warnText}
                </Typography.Text>
              ) : undefined
            }
          >
            <InputNumber<number>
              placeholder="0.00"
              style={{
                width: '100%',
                ...(alert ? { borderColor: GOLD, boxShadow: `0 0 0 2px ${GOLD}33` } : {}),
              }}
              aria-label={`Price of item ${index + 1}`}
              data-testid={`add-line-${index}-price`}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={2}>
          <Form.Item name={[index, 'quantity']} label="Quantity" required>
            <InputNumber<number>
              min={1}
              precision={0}
              style={{ width: '100%' }}
              aria-label={`Quantity of item ${index + 1}`}
              data-testid={`add-line-${index}-quantity`}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name={[index, 'location']}
            label="Location"
            rules={[{ required: true, message: messages.selectLocation }]}
          >
            <LocationSelect
              withMarketplace={false}
              onChange={() => form.setFieldValue(['lines', index, 'subLocation'], null)}
              data-testid={`add-line-${index}-location`}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name={[index, 'subLocation']} label="Sublocation">
            <SubLocationSelect location={line.location} data-testid={`add-line-${index}-sublocation`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label="Consigner">
            <Input
              value={props.consignerName ?? ''}
              disabled
              placeholder="Consigner"
              aria-label="Line consigner"
            />
          </Form.Item>
        </Col>
        {props.storeOwned ? (
          <Col xs={12} md={4}>
            <Form.Item name={[index, 'cost']} label="Cost">
              <InputNumber<number>
                style={{ width: '100%' }}
                aria-label={`Cost of item ${index + 1}`}
                data-testid={`add-line-${index}-cost`}
              />
            </Form.Item>
          </Col>
        ) : (
          <Col
            xs={24}
            md={16}
            style={{ display: 'flex', alignItems: 'flex-start', gap: 24, flexWrap: 'wrap' }}
          >
            <Flex vertical style={{ flex: 'none' }}>
              <Form.Item name={[index, 'services', 'cleaning']} valuePropName="checked" noStyle>
                <Checkbox data-testid={`add-line-${index}-cleaning`}>Cleaning</Checkbox>
              </Form.Item>
              <Form.Item name={[index, 'services', 'box']} valuePropName="checked" noStyle>
                <Checkbox data-testid={`add-line-${index}-box`}>Replacement box</Checkbox>
              </Form.Item>
            </Flex>
            <LineFees request={request} currency={currency} testId={`add-line-${index}-fees`} />
          </Col>
        )}
      </Row>
      {props.problem && (
        <Typography.Text type="danger" data-testid={`add-line-${index}-problem`}>
          {props.problem}
        </Typography.Text>
      )}
    </Card>
  );
}
