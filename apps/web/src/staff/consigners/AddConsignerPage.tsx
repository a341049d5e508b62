import { makeAddConsignerSchema } from '@backroom/domain/schemas/consigner';
import { formRule } from '@web/shared/forms/rules';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { useNavigate } from 'react-router';
import { type AddConsignerInput, useCreateConsigner } from './api/create-consigner';
import { ADD_CONSIGNER_SAMPLE } from './form-sample';
import { PayoutFields } from './PayoutFields';
import { useSellerWord } from './use-seller-word';

const personal = makeAddConsignerSchema();
const rule = (field: keyof AddConsignerInput) => formRule(personal, field, ADD_CONSIGNER_SAMPLE);

/** /addConsigner: the staff invite form, personal details and payout (spec 3 §2.6, §5). */
export function AddConsignerPage() {
  const navigate = useNavigate();
  const word = useSellerWord();
  // The store setting decides the bank form (the spec's "store 32"); it comes with the branding.
  const simplified = useStore().simplifiedBankForm;
  const [form] = Form.useForm<AddConsignerInput>();
  const create = useCreateConsigner({
    onSuccess: (c) => navigate(c?.id ? `/consigners/${c.id}` : '/consigners'),
  });

  return (
    <>
      <PageHeader title={`Add ${word}`} />
      <Card style={{ maxWidth: 760 }}>
        <Form<AddConsignerInput>
          form={form}
          name="addConsigner"
          layout="vertical"
          initialValues={{ payoutType: 'Bank', bankData: { routingType: 'abaNumber' } }}
          onFinish={(values) => create.mutate({ values, simplified })}
          scrollToFirstError
          data-testid="addConsigner-form"
        >
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label="First name" name="firstName" required rules={[rule('firstName')]}>
                <Input autoComplete="off" data-testid="consigner-firstName" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Last name" name="lastName" required rules={[rule('lastName')]}>
                <Input autoComplete="off" data-testid="consigner-lastName" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Email" name="email" required rules={[rule('email')]}>
                <Input type="email" autoComplete="off" data-testid="consigner-email" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="Phone"
                name="phone"
                required
                rules={[rule('phone')]}
                extra="Include area code"
              >
                <Input
                  type="tel"
                  placeholder="+1 555 010 0000"
                  autoComplete="off"
                  data-testid="consigner-phone"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Address" name="address" required rules={[rule('address')]}>
            <Input autoComplete="off" data-testid="consigner-address" />
          </Form.Item>
          <Divider titlePlacement="start">Payout</Divider>
          <PayoutFields simplified={simplified} />
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending}
            data-testid="add-consigner-submit"
          >
            Invite {word}
          </Button>
        </Form>
      </Card>
    </>
  );
}
