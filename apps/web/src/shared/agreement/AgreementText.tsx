/** The agreement as the server rendered it: sanitised on the server (features/agreements/agreement-html.ts). */
export function AgreementText({ html }: { html: string }) {
  return (
    <div
      className="agreement-text"
      data-testid="agreement-text"
      style={{
        maxHeight: '45vh',
        overflowY: 'auto',
        padding: '0 4px',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to a tag allowlist on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
