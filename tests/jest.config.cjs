const { jestConfig } = require('./tools/jest.base.cjs');

// Contract tests: the fake backend over real HTTP on a loopback port.
module.exports = {
  ...jestConfig({ dir: __dirname }),
  testMatch: ['<rootDir>/contract/**/*.test.ts'],
  testEnvironmentOptions: { globalsCleanup: 'on' },
};
