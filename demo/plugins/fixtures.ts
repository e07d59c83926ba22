import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { createSessionedFixtureHandler } from '../../fixtures/src/index';

/** The demo is a signed-in page: a browser that names no user is this one (the fake backend's `u1`). */
const DEMO_USER = 'u1';

/**
 * Mounts the fake suite backend in Vite's dev and preview servers, so the demo and its calls share
 * one origin. In preview the backend serves the build's real /build/htmlversion.json. Each
 * `x-fixture-session` (one per Playwright worker) gets a backend of its own.
 */
export function fixturesPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'suite-ui-fixtures',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(createSessionedFixtureHandler({ signInAs: DEMO_USER }));
    },
    configurePreviewServer(server) {
      const manifestFile = path.join(outDir, 'build', 'htmlversion.json');
      const seedOverrides = existsSync(manifestFile)
        ? { htmlversion: JSON.parse(readFileSync(manifestFile, 'utf8')) }
        : {};
      server.middlewares.use(createSessionedFixtureHandler({ seedOverrides, signInAs: DEMO_USER }));
    },
  };
}
