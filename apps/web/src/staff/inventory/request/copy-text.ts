/** Copies text to the clipboard; falls back to a hidden text area where the Clipboard API is unavailable. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused: fall through to the old way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** The store's public catalogue of requested items, on the seller app's address. */
export function catalogueUrl(store: { consignerUrl?: string | null; handle: string }): string {
  const base = (store.consignerUrl || window.location.origin).replace(/\/+$/, '');
  return `${base}/catalogue/${encodeURIComponent(store.handle)}`;
}
