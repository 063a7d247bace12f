import './rich-text.css';

/**
 * Shows a content item's body. The HTML comes from the server, which sanitised it with its
 * allow-list when it was saved and again when it was sent (ADR 83): no script, event handler,
 * style, frame or javascript:/data: address can reach this point. The app's CSP (no inline script)
 * stands behind that as a second wall.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="rer-rich-text"
      data-testid={testId ?? 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list, on save and on output
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
