import { render, screen } from '@testing-library/react';
import { PromotionText } from './PromotionText';

describe('PromotionText', () => {
  it('shows a plain text as it is, at once', () => {
    const { container } = render(<PromotionText html="15 % auf alle Kaffeemaschinen" as="p" />);
    expect(container.querySelector('p')).toHaveTextContent('15 % auf alle Kaffeemaschinen');
  });

  it('shows the words of markup at once and the sanitised markup once the sanitiser has loaded', async () => {
    const { container } = render(<PromotionText html={'Nur <b>heute</b> &amp; morgen<img src=x onerror="window.hacked=1">'} as="p" />);
    expect(container.querySelector('p')).toHaveTextContent('Nur heute & morgen');
    expect(container.querySelector('img')).toBeNull();

    expect(await screen.findByText('heute', { selector: 'b' })).toBeInTheDocument();
    expect(container.querySelector('p')).toHaveTextContent('Nur heute & morgen');
    expect(container.querySelector('img, [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('keeps a script out of the DOM entirely', async () => {
    const { container } = render(<PromotionText html={'<script>window.hacked=1</script><strong>Sale</strong>'} />);
    expect(await screen.findByText('Sale', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });
});
