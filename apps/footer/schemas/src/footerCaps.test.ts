import { FooterContentSchema, FOOTER_LIST_MAX_LENGTH, FOOTER_TEXT_MAX_LENGTH } from './footer';

/** Issue 29 item 1: the footer's CMS texts and lists have caps. */
describe('footer content caps', () => {
  it('footer texts and lists', () => {
    const footer = (text: string, links = 1) => ({
      teaser: {
        groups: [
          {
            heading: { text },
            links: Array.from({ length: links }, () => ({ text: 'x', url: '/' })),
          },
        ],
      },
    });
    expect(FooterContentSchema.safeParse(footer('x'.repeat(FOOTER_TEXT_MAX_LENGTH))).success).toBe(
      true,
    );
    expect(
      FooterContentSchema.safeParse(footer('x'.repeat(FOOTER_TEXT_MAX_LENGTH + 1))).success,
    ).toBe(false);
    expect(FooterContentSchema.safeParse(footer('x', FOOTER_LIST_MAX_LENGTH + 1)).success).toBe(
      false,
    );
  });
});
