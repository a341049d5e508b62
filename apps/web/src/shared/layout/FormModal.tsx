import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import type { FormInstance } from 'antd/es/form';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { type ReactNode, useEffect } from 'react';
import { useModalLayout } from './use-modal-layout';

interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  form: FormInstance<Values>;
  onCancel: () => void;
  onFinish: (values: Values) => void;
  submitText: string;
  loading?: boolean;
  initialValues?: Partial<Values>;
  width?: number;
  /** Form name, also the base of the data-testids: `{name}-form`, `{name}-submit`, `{name}-cancel`. */
  name: string;
  children: ReactNode;
}

/**
 * A dialog holding one form whose buttons are inside the form: Enter in any field submits, Escape cancels.
 * Full screen under 768 px.
 */
export function FormModal<Values>({
  open,
  title,
  form,
  onCancel,
  onFinish,
  submitText,
  loading,
  initialValues,
  width = 560,
  name,
  children,
}: FormModalProps<Values>) {
  const layout = useModalLayout(width);
  // The form instance outlives the dialog: a remounted Form merges the old store over initialValues (lists
  // come back as blank rows), so every opening starts again from the current initialValues.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal open={open} title={title} onCancel={onCancel} footer={null} destroyOnHidden {...layout}>
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        preserve={false}
        data-testid={`${name}-form`}
      >
        {children}
        <Flex justify="end" gap={8} style={{ marginTop: 8 }}>
          <Button onClick={onCancel} data-testid={`${name}-cancel`}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={loading} data-testid={`${name}-submit`}>
            {submitText}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
