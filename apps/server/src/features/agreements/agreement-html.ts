/**
 * The agreement's text: staff write markdown, consigners read HTML. Raw HTML in the markdown is not passed
 * through (markdown-it's html: false), and the rendered HTML is then sanitised to a short list of text tags,
 * so nothing a store types can run script or load anything in a consigner's browser.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

export function agreementHtml(source: string): string {
  return sanitiseHtml(markdown.render(source));
}

/** Plain paragraphs for the PDF copy: the markdown's text without its markup, one entry per block. */
export function agreementParagraphs(source: string): { text: string; heading: boolean }[] {
  const text = sanitizeHtml(markdown.render(source).replace(/<\/(p|h\d|li|blockquote|tr)>/g, '\n\n'), {
    allowedTags: ['h1', 'h2', 'h3', 'h4', 'li'],
    allowedAttributes: {},
  });
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^<h\d>/.test(block);
      const plain = block
        .replace(/<li>/g, '• ')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .trim();
      return { text: plain, heading };
    })
    .filter((p) => p.text);
}
