import { useEffect, useState } from 'react';
import type * as SanitizeModuleNamespace from './sanitize';

type SanitizeModule = typeof SanitizeModuleNamespace;

const MARKUP = /[<&]/;
let sanitizer: Promise<SanitizeModule> | undefined;

/** DOMPurify is ~10 KB of the first load; most promotion texts are plain, so it loads on demand. */
function loadSanitizer(): Promise<SanitizeModule> {
  sanitizer ??= import(/* webpackChunkName: "promotion-sanitize" */ './sanitize');
  sanitizer.catch(() => {
    sanitizer = undefined; // a later text may try again
  });
  return sanitizer;
}

/** The text of markup, parsed in an inert document (no script runs, nothing loads). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * A promotion text that may carry markup: sanitised before it reaches the DOM. Until the sanitiser
 * has loaded (or if it cannot load) the shopper reads the same words without their markup.
 */
export function PromotionText({ html, as: Tag = 'span', className }: { html: string; as?: 'span' | 'p' | 'div' | 'strong'; className?: string }) {
  const plain = !MARKUP.test(html);
  const [sanitized, setSanitized] = useState<{ source: string; html: string }>();

  useEffect(() => {
    if (plain) return;
    let current = true;
    loadSanitizer().then(
      ({ sanitizePromotionHtml }) => {
        if (current) setSanitized({ source: html, html: sanitizePromotionHtml(html) });
      },
      () => undefined, // the words stay readable as plain text
    );
    return () => {
      current = false;
    };
  }, [html, plain]);

  if (plain) return <Tag className={className}>{html}</Tag>;
  if (sanitized?.source !== html) return <Tag className={className}>{textOf(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitized.html }} />;
}
