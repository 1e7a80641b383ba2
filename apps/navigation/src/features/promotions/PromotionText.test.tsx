import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { PromotionText, textOf } from './PromotionText';

describe('PromotionText', () => {
  it('shows a plain text as it is, at once', () => {
    const { container } = render(<PromotionText html="15 % auf alle Kaffeemaschinen" as="p" />);
    expect(container.querySelector('p')).toHaveTextContent('15 % auf alle Kaffeemaschinen');
  });

  it('shows the words of markup at once and the sanitised markup once the sanitiser has loaded', async () => {
    const { container } = render(
      <PromotionText
        html={'Nur <b>heute</b> &amp; morgen<img src=x onerror="window.hacked=1">'}
        as="p"
      />,
    );
    expect(container.querySelector('p')).toHaveTextContent('Nur heute & morgen');
    expect(container.querySelector('img')).toBeNull();

    expect(await screen.findByText('heute', { selector: 'b' })).toBeInTheDocument();
    expect(container.querySelector('p')).toHaveTextContent('Nur heute & morgen');
    expect(container.querySelector('img, [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('keeps a script out of the DOM entirely', async () => {
    const { container } = render(
      <PromotionText html={'<script>window.hacked=1</script><strong>Sale</strong>'} />,
    );
    expect(await screen.findByText('Sale', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('textOf stays linear on hostile CMS text (issue 29 item 1)', () => {
  /** The regexes textOf replaced: what it must still answer. */
  const byRegexes = (html: string) =>
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/?[a-zA-Z][^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
        const code =
          name[0] === '#'
            ? name[1] === 'x' || name[1] === 'X'
              ? parseInt(name.slice(2), 16)
              : parseInt(name.slice(1), 10)
            : undefined;
        if (code !== undefined)
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
        return (
          (
            { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as Record<
              string,
              string
            >
          )[name.toLowerCase()] ?? entity
        );
      });

  it('answers what the regexes answered, for any mix of markup pieces', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '/',
      '<!--',
      '-->',
      '<script',
      '</script',
      '<SCRIPT',
      '</Script',
      '<style',
      '</style',
      ' ',
      '\t',
      'a',
      'b',
      'x',
      '&amp;',
      '&#65;',
      '&#x41;',
      '&',
      ';',
      'İ',
      'scripts',
      '<a href="x">',
      '</a>',
      '<b>',
      '</b >',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')),
        (html) => {
          expect(textOf(html)).toBe(byRegexes(html));
        },
      ),
      { numRuns: 3000 },
    );
  });

  // How long such input takes, against ordinary text of the same length, is measured in the bench
  // (bench/hostileText.ts); here, what the scan answers for it.
  it.each([
    ['unclosed tags', '<a'],
    ['unclosed comments', '<!--'],
    ['unclosed scripts', '<script'],
    ['closers without their tag', '</script x'],
  ])(
    '4 KB of %s read as the regexes read them, and a closing > after them ends the tag',
    (_name, unit) => {
      const hostile = unit.repeat(Math.ceil(4096 / unit.length)).slice(0, 4096);
      expect(textOf(hostile)).toBe(byRegexes(hostile));
      expect(textOf(hostile)).toBe(hostile);
      expect(textOf(`${hostile}>Kaffee`)).toBe(byRegexes(`${hostile}>Kaffee`));
      expect(textOf(`${hostile}>Kaffee`)).toBe('Kaffee');
    },
  );
});
