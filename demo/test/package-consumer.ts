// A portal's React 19 app built with Vite against the installed package (see package.test.ts): the README's
// bundler snippet as it stands, its bundle's modules, a run in Chromium that fills and submits its <form> of our
// inputs, and a sign-in page whose <meet-login> hashes the password in its Web Worker, from the app's own build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { embeddingSnippets } from './readme-snippets';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Portal</title></head>
<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`;

// A page with the sign-in element alone, as the README's script-tag way shows it, built by the same bundler.
const LOGIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Sign in</title></head>
<body><meet-login></meet-login><script type="module" src="./login.js"></script></body></html>`;
const LOGIN = `import 'meet-widgets/elements/meet-login.js';\n`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** What a run of the app saw: failed requests, whether the empty form was held back, what it submitted. */
export interface ConsumerRun {
  failed: string[];
  blocked: boolean;
  submitted: [string, string][];
}

/** What a sign-in on the app's login page saw: the workers started, and the password the login call sent. */
export interface SignInRun {
  workers: string[];
  password: string;
  failed: string[];
}

/** The built app: the source modules in its bundle, a run in Chromium, and its server to close. */
export interface Consumer {
  modules: string[];
  fillAndSubmit(): Promise<ConsumerRun>;
  signIn(login: string, password: string): Promise<SignInRun>;
  close(): Promise<void>;
}

/** Builds the app in `dir` (whose node_modules holds the package and React) and serves it on a free port. */
export async function consumerApp(dir: string): Promise<Consumer> {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src', 'index.html'), PAGE);
  writeFileSync(join(dir, 'src', 'main.tsx'), embeddingSnippets().bundler);
  writeFileSync(join(dir, 'src', 'login.html'), LOGIN_PAGE);
  writeFileSync(join(dir, 'src', 'login.js'), LOGIN);
  const out = join(dir, 'dist');
  const result = (await build({
    root: join(dir, 'src'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: out,
      emptyOutDir: true,
      rolldownOptions: { input: [join(dir, 'src', 'index.html'), join(dir, 'src', 'login.html')] },
    },
  })) as Rolldown.RolldownOutput;
  const modules = result.output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
  const server = createServer((request, response) => {
    const path =
      normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    try {
      const body = readFileSync(join(out, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    modules,
    fillAndSubmit: () => run(url),
    signIn: (login, password) => signIn(url, login, password),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

async function run(url: string): Promise<ConsumerRun> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
    });
    // The snippet posts the form's data to the portal's own /subscribe: the test answers it and reads it.
    const posts: [string, string][][] = [];
    let named: () => void = () => undefined;
    const postedWithName = new Promise<void>((resolve) => {
      named = resolve;
    });
    await page.route('**/subscribe', async (route) => {
      const request = route.request();
      const form = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
        headers: { 'content-type': (await request.headerValue('content-type')) ?? '' },
      }).formData();
      const entries = [...form].map(([key, value]): [string, string] => [key, String(value)]);
      posts.push(entries);
      await route.fulfill({ status: 204 });
      if (entries.some(([key, value]) => key === 'name' && value !== '')) named();
    });
    await page.goto(url);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await name.fill('Ada Lovelace');
    await page.getByRole('checkbox', { name: 'I agree' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await postedWithName;
    // One post, the filled one: the first Send, with the required input empty, was held back.
    const blocked = posts.length === 1;
    const submitted = posts.at(-1) ?? [];
    await page.waitForLoadState('networkidle');
    return { failed, blocked, submitted };
  } finally {
    await browser.close();
  }
}

/**
 * Signs in on the login page, the Meet API answered by the test (public settings, then a refused login): the
 * workers the page started and the password the login call carried.
 */
async function signIn(url: string, login: string, password: string): Promise<SignInRun> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const workers: string[] = [];
    const failed: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/meet/services/json/'))
        failed.push(`${response.url()} ${response.status()}`);
    });
    await page.route('**/meet/services/json/**', (route) =>
      route.request().url().endsWith('/web/login')
        ? route.fulfill({ status: 400, json: { code: 1000, message: 'Refused' } })
        : route.fulfill({ json: {} }),
    );
    await page.goto(`${url}login.html`);
    await page.getByLabel('E-mail or username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const sent = page.waitForRequest((request) => request.url().endsWith('/web/login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const body = (await sent).postDataJSON() as { password: string };
    return { workers, password: body.password, failed };
  } finally {
    await browser.close();
  }
}
