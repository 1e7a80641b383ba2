import { sanitizePromotionHtml } from './sanitize';

/** A promotion text that may carry markup: sanitised before it reaches the DOM. */
export function PromotionText({ html, as: Tag = 'span', className }: { html: string; as?: 'span' | 'p' | 'div' | 'strong'; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizePromotionHtml(html) }} />;
}
