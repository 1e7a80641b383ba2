import { render, screen } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { ReleasePreviewNotice } from './ReleasePreviewNotice';

beforeAll(() => useTestLocale('hu-HU', ['shell']));

describe('the release preview notice', () => {
  it('names each previewed release, who published it and when (UTC), in English on any site', () => {
    render(
      <ReleasePreviewNotice
        releases={[
          {
            remote: 'footer',
            release: '3f2a9c1b2d4e',
            publisher: 'footer',
            published: '2026-12-04T09:30:00.000Z',
          },
          {
            remote: 'search',
            release: 'aaaaaaaaaaaa',
            publisher: null,
            published: '2026-12-01T23:05:00.000Z',
          },
        ]}
      />,
    );
    const notice = screen.getByRole('complementary', { name: 'Release preview' });
    expect(notice).toHaveAttribute('lang', 'en');
    expect([...notice.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Preview: footer 3f2a9c1b2d4e, published by the footer team at 4 Dec 2026, 09:30 UTC',
      'Preview: search aaaaaaaaaaaa, published at 1 Dec 2026, 23:05 UTC',
    ]);
  });

  it('is nothing on a shopper’s page', () => {
    const { container } = render(<ReleasePreviewNotice releases={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
