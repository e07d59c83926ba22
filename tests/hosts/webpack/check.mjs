// `npm run check` of the webpack host: build both pages once with webpack's API, then open them in
// Chromium.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { checkPages } from '../shared/browser.mjs';
import { hostPages } from '../shared/pages.mjs';
import { createReport } from '../shared/report.mjs';
import { serveStatic } from '../shared/serve.mjs';
import { jsGzip, kB } from '../shared/sizes.mjs';
import config from './webpack.config.js';

const host = import.meta.dirname;
const dist = path.join(host, 'dist');
const report = createReport(host);

const stats = await report.time(
  'build desktop + mobile pages',
  () =>
    new Promise((resolve, reject) =>
      webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
    ),
);
const { errors = [], warnings = [] } = stats.toJson({ all: false, errors: true, warnings: true });
for (const error of errors) report.problem(`webpack error: ${error.message}`);
// warnings that name the suite's packages are the library's to fix
for (const warning of warnings.filter((w) => w.message.includes('@suite-ui')))
  report.problem(`webpack warns: ${warning.message}`);

if (errors.length === 0) {
  report.figure('pages JS gzip (desktop + mobile)', kB(jsGzip(dist)));
  for (const page of ['desktop', 'mobile'])
    writeFileSync(
      path.join(dist, `${page}.html`),
      `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>suite-ui webpack host (${page})</title></head><body><div id="root"></div><script src="/${page}.js"></script></body></html>`,
    );
  const server = await serveStatic(dist);
  try {
    await report.time('browser check', async () => {
      const found = await checkPages(
        server.url,
        hostPages({ desktop: '/desktop.html', mobile: '/mobile.html' }),
      );
      for (const problem of found) report.problem(problem);
    });
  } finally {
    await server.close();
  }
}
report.finish();
