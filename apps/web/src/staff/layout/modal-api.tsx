import Modal from 'antd/es/modal';
import type { HookAPI } from 'antd/es/modal/useModal';
import { createContext, type ReactNode, useContext } from 'react';

const ModalApiContext = createContext<HookAPI | null>(null);

/**
 * The staff screens' confirm dialogs (theme-aware, as antd's App gave them): one holder in the staff frame, so the
 * modal code loads with the frame and not on every page's first screen (issue 32).
 */
export function ModalApiProvider({ children }: { children: ReactNode }) {
  const [modal, holder] = Modal.useModal();
  return (
    <ModalApiContext value={modal}>
      {holder}
      {children}
    </ModalApiContext>
  );
}

/** The staff frame's `modal.confirm` and friends. */
export function useModalApi(): HookAPI {
  const modal = useContext(ModalApiContext);
  if (!modal) throw new Error('useModalApi outside the staff frame');
  return modal;
}
