import {
  createWidgetRegistry,
  registerWidget,
  widgetRegistry,
  WidgetRegistrationError,
} from './widget-registry';

describe('widget registry (spec 5, 8)', () => {
  it('registers by loader or component', async () => {
    const registry = createWidgetRegistry();
    registry.register({ name: 'Rate', component: 'RateComponent' });
    registry.register({ name: 'Chart', loader: () => Promise.resolve({ default: 'ChartComponent' }) });
    registry.register({ name: 'Map', loader: () => Promise.resolve('MapComponent') });
    expect(registry.names()).toEqual(['Rate', 'Chart', 'Map']);
    await expect(registry.load('Rate')).resolves.toBe('RateComponent');
    await expect(registry.load('Chart')).resolves.toBe('ChartComponent');
    await expect(registry.load('Map')).resolves.toBe('MapComponent');
  });

  it('raises a duplicate-name error', () => {
    const registry = createWidgetRegistry();
    registry.register({ name: 'Rate', component: 1 });
    expect(() => registry.register({ name: 'Rate', component: 2 })).toThrow(WidgetRegistrationError);
    expect(() => registry.register({ name: ' Rate ', component: 2 })).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_NAME', widgetName: 'Rate' }),
    );
    expect(() => registry.register({ name: 'Rate', component: 2 })).toThrow(/duplicate widget name/);
  });

  it('requires a loader or a component', () => {
    const registry = createWidgetRegistry();
    expect(() => registry.register({ name: 'Empty' })).toThrow('a loader or component must be set');
    expect(() => registry.register({ name: 'Empty', loader: 'nope' as never })).toThrow(
      expect.objectContaining({ code: 'LOADER_OR_COMPONENT_REQUIRED' }),
    );
    expect(registry.has('Empty')).toBe(false);
    expect(() => registry.register({ name: '', component: 1 })).toThrow(
      expect.objectContaining({ code: 'NAME_REQUIRED' }),
    );
  });

  it('handles prototype names as plain names', () => {
    const registry = createWidgetRegistry();
    expect(registry.has('constructor')).toBe(false);
    registry.register({ name: '__proto__', component: 1 });
    expect(registry.has('__proto__')).toBe(true);
  });

  it('loads chunks through the chunk loader (one retry, ChunkLoadError)', async () => {
    const registry = createWidgetRegistry();
    const loader = jest.fn(() => Promise.reject(new Error('gone')));
    const onError = jest.fn();
    registry.register({ name: 'Broken', loader });
    await expect(registry.load('Broken', { onError, url: '/w.js' })).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      request: '/w.js',
    });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    await expect(registry.load('Nope')).rejects.toThrow('unknown widget');
  });

  it('registerWidget adds to the page registry', () => {
    registerWidget({ name: 'layout-test-widget', component: 'X' });
    expect(widgetRegistry.has('layout-test-widget')).toBe(true);
    expect(() => registerWidget({ name: 'layout-test-widget', component: 'Y' })).toThrow(/duplicate/);
  });
});
