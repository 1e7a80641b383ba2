import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Checkbox } from './Checkbox/Checkbox';
import { Select } from './Select/Select';
import { TextField } from './TextField/TextField';

/** A small form: what its state holds is shown, so the test sees what React knows. */
function Form() {
  const [email, setEmail] = useState('');
  const [size, setSize] = useState('S');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <TextField label="E-Mail" name="email" value={email} onChange={setEmail} />
      <Select
        label="Größe"
        name="size"
        value={size}
        onChange={setSize}
        options={[
          { value: 'S', label: 'S' },
          { value: 'M', label: 'M' },
        ]}
      />
      <Checkbox label="Einverstanden" name="agreed" checked={agreed} onChange={setAgreed} />
      <output>{JSON.stringify({ email, size, agreed })}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The server's HTML, the shopper's input before the code arrived, then hydration. */
async function hydrateAfter(shopper: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  shopper(container);
  const complaints: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Form />, {
      onRecoverableError: (error) => void complaints.push(error),
    });
  });
  expect(complaints).toEqual([]);
  return container;
}

describe('fields of a server-rendered page (issue 16 item 4)', () => {
  it('keep what the shopper typed, picked and ticked before hydration, and tell their state', async () => {
    const container = await hydrateAfter((page) => {
      (page.querySelector('input[name="email"]') as HTMLInputElement).value = 'vor@hydration.de';
      (page.querySelector('select') as HTMLSelectElement).value = 'M';
      (page.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    });
    expect(JSON.parse(container.querySelector('output')?.textContent ?? '{}')).toEqual({
      email: 'vor@hydration.de',
      size: 'M',
      agreed: true,
    });
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'vor@hydration.de',
    );
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true);
  });

  it('change nothing when the shopper did nothing before hydration', async () => {
    const container = await hydrateAfter(() => undefined);
    expect(JSON.parse(container.querySelector('output')?.textContent ?? '{}')).toEqual({
      email: '',
      size: 'S',
      agreed: false,
    });
  });
});
