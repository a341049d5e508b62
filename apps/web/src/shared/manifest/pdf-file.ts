/**
 * Shows a PDF the server made (labels, manifests): opened in a new tab, where the browser's viewer prints it;
 * when pop-ups are blocked it is downloaded under its file name instead.
 */
export function showPdf(blob: Blob, fileName: string): 'opened' | 'downloaded' {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  // Not 'noopener': with it window.open always answers null, and the PDF would be downloaded as well.
  const opened = window.open(url, '_blank');
  if (opened) {
    opened.opener = null;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened ? 'opened' : 'downloaded';
}
