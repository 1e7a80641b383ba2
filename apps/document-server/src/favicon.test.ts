import Fastify from 'fastify';
import { registerFavicon } from './favicon';

describe('/favicon.ico', () => {
  it('answers a cacheable 404 without a page render or a cookie, while other paths still reach the page route', async () => {
    const app = Fastify();
    registerFavicon(app);
    const rendered: string[] = [];
    app.get('/*', async (request) => {
      rendered.push(request.url);
      return 'page';
    });
    const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(404);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).body).toBe('page');
    expect(rendered).toEqual(['/favicon.svg']);
    await app.close();
  });
});
