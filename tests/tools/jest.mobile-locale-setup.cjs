// The mobile skin's English pack: core's texts plus antd-mobile's English (see jest.locale-setup.cjs).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { registerLocale } = require(path.join(root, 'core/src/i18n/registry.ts'));
const { enUS } = require(path.join(root, 'mobile/src/locale/en_US.ts'));

registerLocale(enUS);
