import { contentSecurityPolicy } from './securityHeaders';

describe('content security policy', () => {
  it('allows scripts only from this origin and the registry origins, never inline or eval', () => {
    const csp = contentSecurityPolicy(['https://cdn.example']);
    expect(csp).toContain("script-src 'self' https://cdn.example");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
