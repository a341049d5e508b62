import type { ModalProps } from 'antd/es/modal';
import { useIsMobile } from './use-is-mobile';

/** Modal size props: the given width on desktop, the whole screen under 768 px (spec 3 §2.2). */
export function useModalLayout(width: number): Pick<ModalProps, 'width' | 'style' | 'styles' | 'centered'> {
  const isMobile = useIsMobile();
  if (!isMobile) return { width };
  return {
    width: '100vw',
    centered: false,
    style: { top: 0, margin: 0, maxWidth: '100vw', padding: 0 },
    styles: {
      container: { minHeight: '100dvh', borderRadius: 0 },
      body: { maxHeight: 'none' },
    },
  };
}
