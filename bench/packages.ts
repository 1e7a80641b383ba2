import fs from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { Browser } from '@playwright/test';
import { distFileOf } from './page';

/** What a source file counts as: the mandated libraries, the federation machinery, or our code. */
export function packageGroup(source: string): string {
  if (/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|scheduler)\//.test(source))
    return 'react + react-dom';
  if (/@module-federation|webpack\/runtime|webpack\/container|\.federation/.test(source))
    return 'federation + webpack runtime';
  if (
    /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(axios|form-data|proxy-from-env)\//.test(source)
  )
    return 'axios';
  if (/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\//.test(source)) return 'zod';
  if (/i18next|html-parse-stringify|use-sync-external-store/.test(source))
    return 'i18next + react-i18next';
  if (/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?jotai\//.test(source)) return 'jotai';
  if (/node_modules/.test(source)) return 'other libraries';
  if (/libs\/i18n\/src\/locales|apps\/\w+\/src\/texts\/[\w-]+\.json/.test(source))
    return 'translations';
  if (/libs\/contracts\//.test(source)) return 'libs/contracts';
  if (/libs\/ui\//.test(source)) return 'libs/ui';
  return 'storefront apps';
}

/** Generated characters of a built file per package group, read from its source map. */
function charactersByGroup(file: string): Map<string, number> {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(
    JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap,
  );
  const mappings: { line: number; column: number; source: string }[] = [];
  consumer.eachMapping((mapping) =>
    mappings.push({
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: mapping.source ?? '',
    }),
  );
  const result = new Map<string, number>();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end =
      next && next.line === mapping.line ? next.column : (lines[mapping.line - 1] ?? '').length;
    const group = packageGroup(mapping.source);
    result.set(group, (result.get(group) ?? 0) + end - mapping.column);
  });
  return result;
}

/**
 * The gzip bytes of the JS a page loads at first, per package group: each file's .gz size shared
 * out over the groups in proportion to the characters they make up in it. Shows what the initial-JS
 * budget is spent on.
 */
export async function initialJsByGroup(
  browser: Browser,
  url: string,
): Promise<Record<string, number>> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const files: string[] = [];
  page.on('response', (response) => {
    const file =
      response.request().resourceType() === 'script' ? distFileOf(response.url()) : undefined;
    if (file && fs.existsSync(`${file}.map`) && fs.existsSync(`${file}.gz`)) files.push(file);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const totals: Record<string, number> = {};
  for (const file of files) {
    const characters = charactersByGroup(file);
    const all = [...characters.values()].reduce((sum, n) => sum + n, 0);
    const gzip = fs.statSync(`${file}.gz`).size;
    for (const [group, n] of characters)
      totals[group] = (totals[group] ?? 0) + (all ? (gzip * n) / all : 0);
  }
  return Object.fromEntries(
    Object.entries(totals)
      .sort(([, a], [, b]) => b - a)
      .map(([group, bytes]) => [group, Math.round(bytes)]),
  );
}
