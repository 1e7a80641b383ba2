// A dist folder becomes the upload's files, or is refused naming the file that cannot be sent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_LIMITS } from './contract';
import { BuildRefusal, readBuild } from './readBuild';

let dist: string;
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-client-build-'));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
};

const refusal = (run: () => unknown): BuildRefusal => {
  try {
    run();
  } catch (error) {
    if (error instanceof BuildRefusal) return error;
    throw error;
  }
  throw new Error('the build was not refused');
};

describe('readBuild', () => {
  it('reads every file, nested ones by their /-separated path relative to the folder', () => {
    write('mf-manifest.json', '{"name":"footer"}');
    write('static/js/main.1a2b.js', 'console.log(1)');
    write('static/css/deep/x_y-z.css', 'a{}');

    const files = readBuild(dist, 'footer');

    expect([...files.keys()]).toEqual([
      'mf-manifest.json',
      'static/css/deep/x_y-z.css',
      'static/js/main.1a2b.js',
    ]);
    expect(files.get('static/js/main.1a2b.js')?.toString()).toBe('console.log(1)');
    expect(files.get('mf-manifest.json')?.toString()).toBe('{"name":"footer"}');
  });

  it('refuses a folder without mf-manifest.json at its top as no build of the remote', () => {
    write('static/mf-manifest.json', '{}');
    const error = refusal(() => readBuild(dist, 'footer'));
    expect(error.message).toContain('is no build of footer');
    expect(error.message).toContain('mf-manifest.json');
  });

  it('refuses a folder that does not exist', () => {
    const error = refusal(() => readBuild(path.join(dist, 'missing'), 'footer'));
    expect(error.message).toContain(path.join(dist, 'missing'));
  });

  it('refuses a symbolic link, naming it, even one that points inside the build', () => {
    write('mf-manifest.json', '{}');
    write('static/real.js', 'x');
    fs.symlinkSync(path.join(dist, 'static/real.js'), path.join(dist, 'static/link.js'));
    const error = refusal(() => readBuild(dist, 'footer'));
    expect(error.message).toContain('"static/link.js"');
    expect(error.message).toContain('symbolic link');
  });

  it('refuses a linked folder without reading through it', () => {
    write('mf-manifest.json', '{}');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-client-outside-'));
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    fs.symlinkSync(outside, path.join(dist, 'assets'));
    try {
      const error = refusal(() => readBuild(dist, 'footer'));
      expect(error.message).toContain('"assets"');
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it.each([
    ['a backslash (a Windows path out of the folder)', '..\\escape.js'],
    ['a space', 'static/main file.js'],
    ['a character outside the release alphabet', 'static/m\u00e4in.js'],
    ['a colon', 'static/a:b.js'],
  ])('refuses a name with %s, naming the file', (_, name) => {
    write('mf-manifest.json', '{}');
    write(name, 'x');
    const error = refusal(() => readBuild(dist, 'footer'));
    expect(error.message).toContain(JSON.stringify(name));
    expect(error.message).toContain('Nothing was sent');
  });

  it('refuses a path longer than the contract allows', () => {
    write('mf-manifest.json', '{}');
    const long = `${'a'.repeat(120)}/${'b'.repeat(UPLOAD_LIMITS.pathLength - 120)}.js`;
    write(long, 'x');
    expect(refusal(() => readBuild(dist, 'footer')).message).toContain(JSON.stringify(long));
  });

  it('refuses a file over the size limit, naming it', () => {
    write('mf-manifest.json', '{}');
    write('static/huge.js', Buffer.alloc(UPLOAD_LIMITS.fileBytes + 1));
    const error = refusal(() => readBuild(dist, 'footer'));
    expect(error.message).toContain('"static/huge.js"');
    expect(error.message).toContain('at most 10 MB');
  });

  it('takes a file of exactly the size limit', () => {
    write('mf-manifest.json', '{}');
    write('static/big.js', Buffer.alloc(UPLOAD_LIMITS.fileBytes));
    expect(readBuild(dist, 'footer').get('static/big.js')?.length).toBe(UPLOAD_LIMITS.fileBytes);
  });

  it('refuses a build over the total size limit, naming the file that crossed it', () => {
    write('mf-manifest.json', '{}');
    const files = Math.ceil(UPLOAD_LIMITS.totalBytes / UPLOAD_LIMITS.fileBytes);
    for (let index = 0; index < files; index++)
      write(`static/part${index}.js`, Buffer.alloc(UPLOAD_LIMITS.fileBytes));
    const error = refusal(() => readBuild(dist, 'footer'));
    expect(error.message).toContain(`"static/part${files - 1}.js"`);
    expect(error.message).toContain('more than 25 MB');
  });

  it('refuses a build with more files than an upload takes', () => {
    write('mf-manifest.json', '{}');
    for (let index = 0; index < UPLOAD_LIMITS.files; index++) write(`static/f${index}.js`, '');
    expect(refusal(() => readBuild(dist, 'footer')).message).toContain(
      `more than ${UPLOAD_LIMITS.files} files`,
    );
  });
});
