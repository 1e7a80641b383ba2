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

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Comments out: each `<!--` up to its `-->`; from an unclosed one on, nothing more can close. */
function withoutComments(html: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = html.indexOf('<!--', from);
    const close = open === -1 ? -1 : html.indexOf('-->', open + 4);
    if (close === -1) return out + html.slice(from);
    out += html.slice(from, open);
    from = close + 3;
  }
}

const isWordCharacter = (code: number) =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 95;
const SPACE = /\s/;

/**
 * Script and style elements out, content and all (`<script …>…</script >`, any case). A closing tag
 * found once is reused for every opener before it, and a name with no closing tag left is not
 * looked for again, so the scan stays linear however many openers there are.
 */
function withoutScriptsAndStyles(html: string): string {
  // ASCII letters only, so every index stays the same in both strings.
  const lower = html.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const closers = new Map<string, { from: number; at: number }>();
  const closerAfter = (name: string, from: number): number => {
    const known = closers.get(name);
    if (known && known.from <= from && (known.at === -1 || known.at >= from)) return known.at;
    let search = from;
    for (;;) {
      const at = lower.indexOf(`</${name}`, search);
      if (at === -1) break;
      let end = at + name.length + 2;
      while (end < lower.length && SPACE.test(lower[end] ?? '')) end += 1;
      if (lower[end] === '>') {
        closers.set(name, { from, at });
        return at;
      }
      search = at + 1;
    }
    closers.set(name, { from, at: -1 });
    return -1;
  };
  let out = '';
  let from = 0;
  let scan = 0;
  for (;;) {
    const open = lower.indexOf('<', scan);
    if (open === -1) return out + html.slice(from);
    const name = lower.startsWith('script', open + 1)
      ? 'script'
      : lower.startsWith('style', open + 1)
        ? 'style'
        : undefined;
    const afterName = name ? open + 1 + name.length : open + 1;
    if (!name || (afterName < lower.length && isWordCharacter(lower.charCodeAt(afterName)))) {
      scan = open + 1;
      continue;
    }
    const close = closerAfter(name, afterName);
    if (close === -1) {
      scan = open + 1;
      continue;
    }
    out += html.slice(from, open);
    from = lower.indexOf('>', close) + 1;
    scan = from;
  }
}

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Tags out (`<a …>`, `</b>`): from the last `>` on nothing can be a tag any more. */
function withoutTags(html: string): string {
  const lastGt = html.lastIndexOf('>');
  let out = '';
  let from = 0;
  let scan = 0;
  for (;;) {
    const open = html.indexOf('<', scan);
    if (open === -1 || open > lastGt) return out + html.slice(from);
    const nameAt = html[open + 1] === '/' ? open + 2 : open + 1;
    if (!isLetter(html.charCodeAt(nameAt))) {
      scan = open + 1;
      continue;
    }
    const close = html.indexOf('>', nameAt);
    out += html.slice(from, open);
    from = close + 1;
    scan = from;
  }
}

/**
 * The words of markup without it: comments, scripts and styles, and tags dropped, common entities
 * decoded. Pure string work, the same on the server and in the browser, so the first render matches
 * the server's HTML; React escapes the result, so nothing in it is ever markup. Linear in
 * the text's length: it runs on CMS text in every server render, and the regexes it replaced took
 * quadratic time on many unclosed `<a` (287 ms for 32 KB).
 */
export function textOf(html: string): string {
  // Only an entity's own characters are scanned after each `&` (none of them is `&`): linear.
  return withoutTags(withoutScriptsAndStyles(withoutComments(html))).replace(
    /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
    (entity, name: string) => {
      const code =
        name[0] === '#'
          ? name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10)
          : undefined;
      if (code !== undefined)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      return ENTITIES[name.toLowerCase()] ?? entity;
    },
  );
}

/**
 * A promotion text that may carry markup: sanitised before it reaches the DOM. Until the sanitiser
 * has loaded (or if it cannot load) the shopper reads the same words without their markup.
 */
export function PromotionText({
  html,
  as: Tag = 'span',
  className,
}: {
  html: string;
  as?: 'span' | 'p' | 'div' | 'strong';
  className?: string;
}) {
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
