// The client over real HTTP: parsed answers, refusals carrying the service's problem, and a clear
// failure for everything else (here the timeout, shortened; the program uses REQUEST_TIMEOUT_MS).
import { ReleaseServiceClient, ServiceFailure, ServiceRefusal } from './client';
import { keyReply, problem, startTestService, type TestService, testKey } from './testService';

/** Long enough for a local answer, short enough for a test to wait out. */
const SHORT_TIMEOUT_MS = 300;

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const clientOf = (url: string, timeoutMs?: number) =>
  new ReleaseServiceClient({ serviceUrl: new URL(url), key: testKey(), timeoutMs });

describe('ReleaseServiceClient', () => {
  it('answers the parsed reply, with a path in the service URL prefixing the routes', async () => {
    service = await startTestService(() => ({ status: 200, body: keyReply('team-cart') }));

    const reply = await clientOf(`${service.url}/releases/`).key();

    expect(reply.team).toBe('team-cart');
    expect(service.requests[0]?.url).toBe('/releases/v1/key');
  });

  it('throws a ServiceRefusal carrying the problem', async () => {
    service = await startTestService(() => problem(401, 'key-expired', 'This key has expired'));

    const error = await clientOf(service.url)
      .key()
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ServiceRefusal);
    expect((error as ServiceRefusal).problem).toEqual({
      status: 401,
      code: 'key-expired',
      title: 'This key has expired',
    });
  });

  it('refuses a problem with a code the contract does not know as an unexpected answer', async () => {
    service = await startTestService(() => problem(400, 'no-such-code', 'Something'));

    const error = await clientOf(service.url)
      .key()
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ServiceFailure);
  });

  it('gives up after its timeout with a message that says so', async () => {
    service = await startTestService(() => 'hang');

    const error = await clientOf(service.url, SHORT_TIMEOUT_MS)
      .releases('footer', 'DE')
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ServiceFailure);
    expect((error as Error).message).toContain(
      `did not answer GET /v1/remotes/footer/releases?site=DE within ${SHORT_TIMEOUT_MS / 1000} s`,
    );
  });
});
