// Size budgets (gzip), checked by `npm test`. One file for all: the core main entry, what the shell
// imports from core, and each lazily loaded widget chunk of the demo build (build it first).
const widgetChunk = (skin, feature, limit) => ({
  name: `${skin} ${feature} widget chunk`,
  path: `demo/dist/build/ui/static/js/widget-${skin}-${feature}-*.js`,
  gzip: true,
  disablePlugins: ['@size-limit/esbuild'],
  limit,
});

module.exports = [
  {
    name: 'core main entry (everything, dependencies included)',
    path: 'core/src/index.ts',
    gzip: true,
    limit: '120 KB',
  },
  {
    name: 'shell: what every page imports from core',
    path: 'core/src/index.ts',
    import: '{ t, setLocale, getLocale, subscribeLocale, createApiClient }',
    gzip: true,
    limit: '30 KB',
  },
  widgetChunk('desktop', 'rate', '24 KB'),
  widgetChunk('mobile', 'rate', '10 KB'),
];
