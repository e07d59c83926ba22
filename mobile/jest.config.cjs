const path = require('node:path');
const { jestConfig } = require('../tests/tools/jest.base.cjs');

module.exports = jestConfig({
  dir: __dirname,
  environment: 'jsdom',
  setupFiles: [path.join(__dirname, '../tests/tools/jest.mobile-locale-setup.cjs')],
});
