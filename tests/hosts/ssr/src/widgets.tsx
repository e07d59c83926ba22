// Every exported widget of a skin with minimal valid props, as a host page would hold it. The same
// module runs on the server (renderToString) and in the browser (hydrateRoot), so both render the
// same element. check.mjs fails when a skin exports a component that is in neither list below.
import type { ReactElement, ReactNode } from 'react';

/** A skin's module (`@suite-ui/desktop` or `@suite-ui/mobile`): its components by name. */
export type Skin = Record<string, unknown>;

const noop = () => {};
const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];
const nodes = [
  {
    key: 'root',
    title: 'Root',
    children: [
      { key: 'leaf-1', title: 'Leaf 1', isLeaf: true },
      { key: 'leaf-2', title: 'Leaf 2', isLeaf: true },
    ],
  },
];
const chartOption = {
  xAxis: { type: 'category', data: ['Mon', 'Tue', 'Wed'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [3, 5, 2] }],
};
/** A 1 x 1 PNG, so no image request leaves the page. */
const image =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const searchProps = () => ({
  module: 'crm',
  conditionId: 'customers',
  fields: [{ id: 'name', title: 'Name', itemType: 'INPUT' }],
});

/** A modal, drawer or popup form: closed, its trigger on the page (issue 38). */
const overlayFormProps = (skin: Skin) => ({
  title: 'New',
  trigger: createButton(skin),
  card: { items: [{ id: 'name', itemType: 'INPUT', label: 'Name' }], data: {} },
});

/** Props per widget name; a widget absent here renders with none. */
export const widgetProps: Record<string, (skin: Skin) => Record<string, unknown>> = {
  AdvancedSearch: searchProps,
  AnchorNav: () => ({ items: [{ key: 'one', title: 'One', href: '#one' }] }),
  AuthForm: () => ({
    shareContext: { sourceId: 's1', permissionId: 'p1', permissionType: 'doc', module: 'crm' },
  }),
  Badge: () => ({ count: 3, children: 'Inbox' }),
  BoxSelection: () => ({ options }),
  Breadcrumb: () => ({
    items: [
      { key: 'home', title: 'Home' },
      { key: 'page', title: 'Page' },
    ],
  }),
  Browser: () => ({ type: 'resource' }),
  DrawerForm: overlayFormProps,
  Carousel: () => ({
    slides: [
      { key: 'one', image, alt: 'One' },
      { key: 'two', image, alt: 'Two' },
    ],
  }),
  Cascader: () => ({ options: nodes }),
  Chart: () => ({ option: chartOption, height: 200 }),
  Checkbox: () => ({ options, label: 'Channels' }),
  Collapse: () => ({ panels: [{ key: 'p1', title: 'Panel' }], content: { p1: 'Content' } }),
  Comment: () => ({ target: { objectId: 'demo-1' }, currentUser: { userId: 'u1', userName: 'Chen' } }),
  FilterButtons: () => ({ options }),
  GridCheckbox: () => ({ options }),
  GridColumns: () => ({
    cells: [
      { key: 'a', content: 'A' },
      { key: 'b', content: 'B' },
    ],
  }),
  ImageViewer: () => ({ images: [{ src: image, name: 'dot.png' }], previewer: null }),
  DatePicker: () => ({ value: '2024-01-05' }),
  Input: () => ({ value: 'Hello' }),
  LightFilter: searchProps,
  Map: () => ({}),
  NumberInput: () => ({ value: 42 }),
  Popup: (skin) => ({ content: 'More', children: createButton(skin) }),
  Rate: () => ({ value: 3 }),
  QuickMenu: () => ({ actions: [{ key: 'new', text: 'New' }], onAction: noop }),
  RelationField: () => ({ kind: 'document', entityId: 'card-1', module: 'crm' }),
  RootLayout: () => ({ modules: {} }),
  ShareList: () => ({
    shareContext: { sourceId: 's1', permissionId: 'p1', permissionType: 'doc', module: 'crm' },
  }),
  // spec 6: the levels are an employee's; the fake backend refuses the fetch without one
  SecretLevelSelect: () => ({ employeeId: 'u1' }),
  SwipeAction: () => ({
    title: 'Row',
    actions: [{ key: 'delete', text: 'Delete', danger: true }],
    onAction: noop,
  }),
  Table: () => ({
    module: 'hrm',
    pageUid: 'ssr-list',
    columns: [{ dataIndex: 'name', title: 'Name' }],
  }),
  ModalForm: overlayFormProps,
  PopupForm: overlayFormProps,
  Transfer: () => ({
    items: [
      { key: 'a', title: 'Alpha' },
      { key: 'b', title: 'Beta' },
    ],
  }),
  Tree: () => ({ nodes }),
  TreeSelect: () => ({ nodes }),
  TypesBrowser: () => ({ types: [{ type: 'resource', label: 'People' }] }),
};

/**
 * Exports that are parts of another widget, given a view model by it: each renders inside the
 * widget named here (which is in the page), not alone.
 */
export const widgetParts: Record<string, string> = {
  BoxToggle: 'RootLayout',
  BrowserDialog: 'Browser',
  BrowserPage: 'Browser',
  ChunkFailed: 'RootLayout',
  EmojiPicker: 'Comment',
  FormActions: 'Form',
  FormField: 'Form',
  FormSections: 'Form',
  FormStepBar: 'Form',
  HighlightPanel: 'Comment',
  LayoutTabs: 'RootLayout',
};

/** Names a skin exports that are not widgets (the provider wraps every widget). */
export const notWidgets = new Set(['SuiteConfigProvider']);

/** A plain button of the skin's UI kit is not exported by the skin; a native one is enough. */
function createButton(_skin: Skin): ReactElement {
  return <button type="button">Open</button>;
}

/** The widgets of a skin this page renders: exported components minus parts and non-widgets. */
export function widgetNames(skin: Skin): string[] {
  return Object.keys(skin)
    .filter((name) => isComponent(name, skin[name]) && !notWidgets.has(name) && !(name in widgetParts))
    .sort();
}

/** A component export: a capitalised name holding a function or a React element type (memo, lazy). */
export function isComponent(name: string, value: unknown): boolean {
  const type =
    typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
  return /^[A-Z]/.test(name) && type;
}

/** One widget in its provider, inside the box the server renders into and the client hydrates. */
export function widgetElement(skin: Skin, name: string): ReactElement {
  const Provider = skin.SuiteConfigProvider as (props: { children: ReactNode }) => ReactElement;
  const Widget = skin[name] as (props: Record<string, unknown>) => ReactElement;
  const props = widgetProps[name]?.(skin) ?? {};
  return (
    <Provider>
      <Widget {...props} />
    </Provider>
  );
}
