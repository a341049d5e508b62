import { sublocationSchema } from '@backroom/domain/schemas/sublocation';
import { formRule } from '@web/shared/forms/rules';
import { FormModal } from '@web/shared/layout/FormModal';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { SubLocationInput } from './api/save-sub-location';

interface AddSubLocationDialogProps {
  open: boolean;
  locations: string[];
  defaultLocation?: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: SubLocationInput) => void;
}

/** Add sublocation: a location and the sublocation's name (spec 3 §2.14, §5). */
export function AddSubLocationDialog(props: AddSubLocationDialogProps) {
  const [form] = Form.useForm<SubLocationInput>();
  return (
    <FormModal<SubLocationInput>
      open={props.open}
      title="Add sublocation"
      form={form}
      name="subLocation"
      submitText="Add"
      loading={props.saving}
      initialValues={{ locationName: props.defaultLocation }}
      onCancel={props.onCancel}
      onFinish={props.onSave}
      width={480}
    >
      <Form.Item
        label="Location"
        name="locationName"
        required
        rules={[formRule(sublocationSchema, 'locationName')]}
      >
        <Select
          placeholder="Select a location"
          options={props.locations.map((name) => ({ value: name, label: name }))}
          data-testid="sublocation-location"
        />
      </Form.Item>
      <Form.Item label="Sublocation" name="name" required rules={[formRule(sublocationSchema, 'name')]}>
        <Input placeholder="e.g. Shelf A3" autoComplete="off" data-testid="sublocation-name" />
      </Form.Item>
    </FormModal>
  );
}
