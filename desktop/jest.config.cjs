const { jestConfig } = require('../tests/tools/jest.base.cjs');

module.exports = jestConfig({ dir: __dirname, environment: 'jsdom' });
