import { render } from '@testing-library/react';
import { AspectRatio } from './AspectRatio';
import { parseAspectRatio } from './aspectRatio';

describe('aspect ratio', () => {
  it('accepts a positive number or 16/9, 4/3, 3/2, 1/1', () => {
    // HSC-5-9: a number or one of 16/9, 4/3, 3/2, 1/1.
    expect(parseAspectRatio('16/9')).toBeCloseTo(1.7778, 4);
    expect(parseAspectRatio('4/3')).toBeCloseTo(1.3333, 4);
    expect(parseAspectRatio('3/2')).toBe(1.5);
    expect(parseAspectRatio('1/1')).toBe(1);
    expect(parseAspectRatio(2.35)).toBe(2.35);
    for (const bad of [
      '21/9',
      '16:9',
      '',
      'abc',
      0,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      {},
    ])
      expect([bad, parseAspectRatio(bad)]).toEqual([bad, undefined]);
  });

  it('renders a box with the ratio, falling back to 16/9 for an unknown one', () => {
    const { container, rerender } = render(<AspectRatio ratio="4/3">x</AspectRatio>);
    expect(container.firstChild).toHaveClass('box', 'r4x3');
    rerender(<AspectRatio ratio={2}>x</AspectRatio>);
    expect(container.firstChild).toHaveAttribute('data-ratio', '2.0000');
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('2');
    rerender(<AspectRatio ratio={-3}>x</AspectRatio>);
    expect(container.firstChild).toHaveAttribute('data-ratio', '1.7778');
  });
});
