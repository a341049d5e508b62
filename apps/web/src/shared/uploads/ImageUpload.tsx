import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Spinner } from '@web/shared/layout/Spinner';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useRef, useState } from 'react';
import { useUploadImage } from './api/upload-image';

interface ImageUploadProps {
  /** Image URLs, the first is the main image. Controlled by antd's Form.Item. */
  value?: string[];
  onChange?: (value: string[]) => void;
  /** At most this many images (1 for a logo). */
  max?: number;
  label?: string;
  testId?: string;
}

const THUMB = 96;

/** Several images by drag and drop or file picker, uploaded at once, shown as removable thumbnails. */
export function ImageUpload({
  value = [],
  onChange,
  max = 10,
  label = 'images',
  testId = 'image-upload',
}: ImageUploadProps) {
  const upload = useUploadImage();
  const [pending, setPending] = useState(0);
  const [thumbnails, setThumbnails] = useState<Record<string, string>>({});
  // Uploads finish out of order; the latest list is read from the ref, not from a stale render.
  const latest = useRef(value);
  latest.current = value;

  const add = (url: string) => {
    const next = max === 1 ? [url] : [...latest.current, url].slice(0, max);
    latest.current = next;
    onChange?.(next);
  };
  const remove = (url: string) => onChange?.(value.filter((v) => v !== url));
  const room = Math.max(0, max - value.length - pending);

  return (
    <Flex vertical gap={12} data-testid={testId}>
      {value.length > 0 && (
        <Flex wrap gap={8} data-testid={`${testId}-thumbnails`}>
          {value.map((url, index) => (
            <div key={url} style={{ position: 'relative', width: THUMB }}>
              <Image
                src={thumbnails[url] ?? url}
                preview={{ src: url }}
                width={THUMB}
                height={THUMB}
                style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
                alt={index === 0 ? 'Main image' : `Image ${index + 1}`}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove image ${index + 1}`}
                onClick={() => remove(url)}
                style={{ position: 'absolute', top: 4, right: 4 }}
                data-testid={`${testId}-remove-${index}`}
              />
            </div>
          ))}
          {pending > 0 && (
            <Flex align="center" justify="center" style={{ width: THUMB, height: THUMB }}>
              <Spinner label="Uploading" />
            </Flex>
          )}
        </Flex>
      )}
      {(room > 0 || max === 1) && (
        <div data-testid={`${testId}-input`}>
          <Upload.Dragger
            accept="image/*"
            multiple={max > 1}
            showUploadList={false}
            beforeUpload={(file) => {
              if (!file.type.startsWith('image/')) {
                toast.error(`${file.name} is not an image.`);
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              setPending((n) => n + 1);
              upload
                .mutateAsync(file as File)
                .then((image) => {
                  setThumbnails((t) => ({ ...t, [image.url]: image.thumbnailUrl }));
                  add(image.url);
                  onSuccess?.(image);
                })
                .catch((error: Error) => onError?.(error))
                .finally(() => setPending((n) => n - 1));
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <Typography.Text>
              {max === 1 && value.length > 0
                ? `Click or drag an image here to replace ${label}`
                : `Click or drag ${label} here to upload`}
            </Typography.Text>
            {max > 1 && (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Several images at once; the first is the main image.
              </Typography.Paragraph>
            )}
            {pending > 0 && value.length === 0 && <Spinner style={{ marginTop: 8 }} label="Uploading" />}
          </Upload.Dragger>
        </div>
      )}
    </Flex>
  );
}

/** One image (a store logo) as a URL or null, on top of ImageUpload. */
export function SingleImageUpload({
  value,
  onChange,
  label = 'logo',
  testId = 'logo-upload',
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  label?: string;
  testId?: string;
}) {
  return (
    <ImageUpload
      value={value ? [value] : []}
      onChange={(urls) => onChange?.(urls[0] ?? null)}
      max={1}
      label={label}
      testId={testId}
    />
  );
}
