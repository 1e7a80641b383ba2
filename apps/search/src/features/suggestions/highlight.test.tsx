import fc from 'fast-check';
import { render } from '@testing-library/react';
import { splitHighlight } from './highlight';
import { Highlight } from './Highlight';

describe('splitHighlight', () => {
  it.each([
    ['Kaffeemühle Aroma', 'kaf', { prefix: '', match: 'Kaf', suffix: 'feemühle Aroma' }],
    ['Bio-Kaffee Peru', 'KAFFEE', { prefix: 'Bio-', match: 'Kaffee', suffix: ' Peru' }],
    ['Automata kávéfőző', 'kavefo', { prefix: 'Automata ', match: 'kávéfő', suffix: 'ző' }],
    ['Su ısıtıcı Oslo', 'ISIT', { prefix: 'Su ', match: 'ısıt', suffix: 'ıcı Oslo' }],
    ['Weiß', 'weiss', { prefix: '', match: 'Weiß', suffix: '' }],
    ['Weiß und Blau', 'weis', { prefix: '', match: 'Weiß', suffix: ' und Blau' }],
    ['Espresso', 'tee', { prefix: 'Espresso', match: '', suffix: '' }],
    ['Espresso', '  ', { prefix: 'Espresso', match: '', suffix: '' }],
    // HSC-5-5: the text splits into prefix, match and suffix, case-insensitively.
  ])('%s with "%s"', (text, term, parts) => {
    expect(splitHighlight(text, term)).toEqual(parts);
  });

  it('always splits the text into parts that join back to it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 5 }), (text, term) => {
        const { prefix, match, suffix } = splitHighlight(text, term);
        return prefix + match + suffix === text;
      }),
    );
  });
});

describe('Highlight', () => {
  it('marks the match and renders markup in terms and titles as plain text', () => {
    const { container } = render(
      <Highlight text={'<img src=x onerror="alert(1)"> Kaffee'} term={'<img'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')).toHaveTextContent('<img');
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> Kaffee');
  });
});
