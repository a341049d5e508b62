import PictureOutlined from '@ant-design/icons/PictureOutlined';
import Flex from 'antd/es/flex';
import { type CSSProperties, useState } from 'react';

interface FallbackImageProps {
  src: string | null | undefined;
  alt: string;
  style?: CSSProperties;
  width?: number;
  height?: number;
}

/** An image that becomes a neutral placeholder when it is missing or cannot load (an offline catalogue URL). */
export function FallbackImage({ src, alt, style, width, height }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Flex
        align="center"
        justify="center"
        // alt="" marks a decorative picture (its text is next to it): the placeholder is hidden from it too.
        {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
        // display set here: a Card's cover makes its child a block (`.ant-card-cover > *`), which would leave the
        // picture in the top corner instead of the middle.
        style={{
          display: 'flex',
          background: '#fafafa',
          color: '#bfbfbf',
          fontSize: 32,
          width,
          height,
          ...style,
        }}
      >
        <PictureOutlined />
      </Flex>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      onError={() => setFailed(src)}
      style={{ objectFit: 'contain', background: '#fafafa', ...style }}
    />
  );
}
