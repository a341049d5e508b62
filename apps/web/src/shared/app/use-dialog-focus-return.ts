import { useEffect } from 'react';

const DIALOG = '.ant-modal-root, .ant-drawer, [role="dialog"]';

/**
 * Focus goes back to what opened a dialog when the dialog closes, for every dialog of the app. antd's Modal does
 * this when it closes itself, but most dialogs here are unmounted on close (`{open && <Dialog />}`, lazily loaded
 * ones): focus then fell to the page's body and a keyboard user started again from the top. Watches where focus
 * was last outside any dialog; when a dialog holding the focus leaves the page, focus returns there.
 */
export function useDialogFocusReturn(): void {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    let inDialog = false;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      if (target.closest(DIALOG)) {
        inDialog = true;
        return;
      }
      inDialog = false;
      opener = target;
    };
    const observer = new MutationObserver(() => {
      if (!inDialog) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      // A control inside a dialog that is still open went away: that dialog keeps the focus (its own trap).
      const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].some((d) =>
        d.checkVisibility(),
      );
      if (open) return;
      inDialog = false;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
