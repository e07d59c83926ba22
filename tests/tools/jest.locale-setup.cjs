// Tests switch languages freely: register the English packs, as a host that shows English does.
// The mobile pack carries the core pack plus antd-mobile's English.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { registerLocale } = require(path.join(root, 'core/src/i18n/registry.ts'));
const { enUS } = require(path.join(root, 'core/src/locale/en_US/index.ts'));

registerLocale(enUS);
