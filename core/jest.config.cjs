const { jestConfig } = require('../tests/tools/jest.base.cjs');

// Rules and machines run in node; hooks and DOM helpers (src/react, src/dom) opt into jsdom
// with a `@jest-environment jsdom` docblock.
module.exports = jestConfig({ dir: __dirname });
