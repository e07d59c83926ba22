import path from 'node:path';
import { OwnModulesOnlyPlugin } from '../shared/own-modules.mjs';

const here = import.meta.dirname;

/** Two pages; stylesheets the skins import go through css-loader into style tags. */
export default {
  mode: 'production',
  context: here,
  entry: {
    desktop: ['./src/desktop.js', './src/md5-probe.js'],
    mobile: ['./src/mobile.js', './src/md5-probe.js'],
  },
  output: {
    path: path.join(here, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  module: {
    rules: [{ test: /\.css$/, use: ['style-loader', 'css-loader'] }],
  },
  // not minified: terser over antd takes most of a minute on CI's two cores, and the figures that
  // need minified code (budgets, bench) come from the Vite host
  optimization: { minimize: false },
  performance: { hints: false },
  plugins: [new OwnModulesOnlyPlugin(here)],
};
