import DOMPurify from 'dompurify';

/**
 * Promotion texts may carry simple markup (bold, links, line breaks). Everything else, including
 * inline styles and event handlers, is removed before it reaches the DOM.
 */
export function sanitizePromotionHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'a', 'span', 'p', 'sup', 'sub'],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
  });
}
