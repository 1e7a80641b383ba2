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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The words of markup without it: tags dropped, common entities decoded. Pure string work, the
 * same on the server and in the browser, so the first render matches the server's HTML (issue 16);
 * React escapes the result, so nothing in it is ever markup.
 */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      const code = name[0] === '#' ? (name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)) : undefined;
      if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
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
