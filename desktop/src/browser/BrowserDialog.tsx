import { SearchOutlined } from '@ant-design/icons';
import type { BrowserView } from '@suite-ui/core';
import {
  Alert,
  Button,
  Checkbox,
  Input,
  Result,
  Space,
  Spin,
  Splitter,
  Tabs,
  Tree,
  type InputRef,
} from 'antd';
import { createContext, memo, useContext, useMemo, useRef, type CSSProperties, type RefObject } from 'react';
import { Dialog } from '../shared/dialog';
import { ConditionForm } from './ConditionForm';
import { ResultList } from './ResultList';
import { SelectedList } from './SelectedList';
import './browser.css';

const HEADER = 96;
const SEARCH_ICON = <SearchOutlined aria-hidden />;

// The dialog's parts read the view from here, so a keystroke re-renders the search box and the
// result list only: the dialog, the tabs, the splitter, the tree and the selected list are memoised
// on view parts that core keeps the same objects while they do not change.
const BrowserViewContext = createContext<BrowserView | null>(null);

function useBrowserView(): BrowserView {
  const browser = useContext(BrowserViewContext);
  if (!browser) throw new Error('BrowserDialog parts render inside BrowserDialog');
  return browser;
}

/** The picker dialog (spec 2.3, 9): search, tabs, the left tree in a resizable panel, results and the selected list. */
export function BrowserDialog({ browser }: { browser: BrowserView }) {
  return (
    <BrowserViewContext.Provider value={browser}>
      <DialogFrame dialog={browser.dialog} multiple={browser.multiple} />
    </BrowserViewContext.Provider>
  );
}

const DialogFrame = memo(function DialogFrame({
  dialog,
  multiple,
}: {
  dialog: BrowserView['dialog'];
  multiple: boolean;
}) {
  const { cancel, confirm, cancelLabel, okLabel } = dialog;
  // the same footer element while its labels and intents stay: opening re-renders the dialog only
  const footer = useMemo(
    () =>
      multiple ? (
        <Space>
          <Button onClick={cancel} data-testid="browser-cancel">
            {cancelLabel}
          </Button>
          <Button type="primary" onClick={confirm} data-testid="browser-ok">
            {okLabel}
          </Button>
        </Space>
      ) : null,
    [multiple, cancel, confirm, cancelLabel, okLabel],
  );
  const bodyStyle = useMemo(
    () => ({ height: dialog.panelHeight, display: 'flex', flexDirection: 'column' as const }),
    [dialog.panelHeight],
  );
  const search = useRef<InputRef>(null);
  // our light dialog, not antd's Modal: the Modal's own work on each opening (layout reads, a scan
  // for focusable elements, the scroll lock's measure, rc-motion, and styles and layout computed
  // anew from display: none) made opening slower than antd Select's dropdown over the same people
  return (
    <Dialog
      open={dialog.open}
      title={dialog.title}
      width={dialog.width}
      onClose={cancel}
      closeLabel={dialog.closeLabel}
      // hidden after closing (kept for the next opening): no test id, so only an open dialog is found
      data-testid="browser-dialog"
      bodyStyle={bodyStyle}
      footer={footer}
      initialFocus={search}
    >
      {/* the dialog keeps its children while hidden: the body reads the view from the context */}
      <DialogBody search={search} />
    </Dialog>
  );
});

function DialogBody({ search }: { search: RefObject<InputRef | null> }) {
  const browser = useBrowserView();
  const { dialog } = browser;
  return (
    <>
      <Header
        input={search}
        search={browser.search}
        tabs={browser.tabs}
        subordinate={browser.subordinate}
        conditions={browser.conditions}
        maxNotice={browser.maxNotice}
      />
      <Panels
        panelHeight={dialog.panelHeight}
        sidePanel={dialog.sidePanel}
        multiple={browser.multiple}
        treeVisible={browser.tree.visible}
      />
    </>
  );
}

const Header = memo(function Header({
  input,
  search,
  tabs,
  subordinate,
  conditions,
  maxNotice,
}: Pick<BrowserView, 'search' | 'tabs' | 'subordinate' | 'conditions' | 'maxNotice'> & {
  input: RefObject<InputRef | null>;
}) {
  return (
    <Space orientation="vertical" className="suite-browser__header" size={4}>
      <SearchBox search={search} input={input} />
      <TabsBar tabs={tabs} subordinate={subordinate} />
      <ConditionForm conditions={conditions} />
      {maxNotice && <Alert type="warning" showIcon title={maxNotice} data-testid="browser-max" />}
    </Space>
  );
});

const SearchBox = memo(function SearchBox({
  search,
  input,
}: {
  search: BrowserView['search'];
  /** The dialog focuses it on each opening (it is kept between openings, so no autoFocus). */
  input: RefObject<InputRef | null>;
}) {
  // a search icon rather than Input.Search's button: the search runs as one types, and the box
  // re-renders on every keystroke (the button and its wave were half its cost). The test id stays
  // on a wrapper around the input, where pickers embedded in other widgets look for it.
  return (
    <div data-testid="browser-search">
      <Input
        ref={input}
        prefix={SEARCH_ICON}
        allowClear
        placeholder={search.placeholder}
        aria-label={search.placeholder}
        value={search.keyword}
        onChange={(event) => search.set(event.target.value)}
      />
    </div>
  );
});

const TabsBar = memo(function TabsBar({
  tabs,
  subordinate,
}: {
  tabs: BrowserView['tabs'];
  subordinate: BrowserView['subordinate'];
}) {
  return (
    <Space className="suite-browser__tabs-bar">
      <Tabs
        size="small"
        activeKey={tabs.find((tab) => tab.active)?.key}
        onChange={(key) => tabs.find((tab) => tab.key === key)?.select()}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`browser-tab-${tab.key}`}>{tab.label}</span>,
        }))}
        className="suite-browser__tabs"
      />
      {subordinate.available && (
        <Checkbox
          checked={subordinate.checked}
          onChange={subordinate.toggle}
          data-testid="browser-include-sub"
        >
          {subordinate.label}
        </Checkbox>
      )}
    </Space>
  );
});

const Panels = memo(function Panels({
  panelHeight,
  sidePanel,
  multiple,
  treeVisible,
}: {
  panelHeight: number;
  sidePanel: BrowserView['dialog']['sidePanel'];
  multiple: boolean;
  treeVisible: boolean;
}) {
  const bodyHeight = panelHeight - HEADER;
  return (
    <Splitter className="suite-browser__panels">
      {treeVisible && (
        <Splitter.Panel defaultSize={sidePanel.initial} min={sidePanel.min} max={sidePanel.max}>
          <TreeSlot height={bodyHeight} />
        </Splitter.Panel>
      )}
      <Splitter.Panel min={200}>
        <ResultsSlot height={bodyHeight} />
      </Splitter.Panel>
      {multiple && (
        <Splitter.Panel defaultSize={180} min={140} max={300}>
          <SelectedSlot height={bodyHeight} />
        </Splitter.Panel>
      )}
    </Splitter>
  );
});

function ResultsSlot({ height }: { height: number }) {
  const { list, texts, multiple, dialog } = useBrowserView();
  return <ResultList list={list} texts={texts} multiple={multiple} height={height} open={dialog.open} />;
}

function SelectedSlot({ height }: { height: number }) {
  const { selected, texts } = useBrowserView();
  return <SelectedList selected={selected} texts={texts} height={height} />;
}

function TreeSlot({ height }: { height: number }) {
  const { tree, texts } = useBrowserView();
  return <TreePanel tree={tree} texts={texts} height={height} />;
}

const TreePanel = memo(function TreePanel({
  tree,
  texts,
  height,
}: {
  tree: BrowserView['tree'];
  texts: BrowserView['texts'];
  height: number;
}) {
  return (
    <nav
      aria-label={tree.label}
      data-testid="browser-tree"
      className="suite-browser__tree"
      style={{ '--suite-browser-height': `${height}px` } as CSSProperties}
    >
      {tree.status === 'loading' && <Spin description={texts.loading} />}
      {tree.status === 'error' && (
        <Result
          status="warning"
          title={texts.error}
          extra={<Button onClick={tree.retry}>{texts.retry}</Button>}
        />
      )}
      {tree.status === 'ready' && (
        <Tree
          blockNode
          defaultExpandAll
          treeData={[...tree.nodes]}
          selectedKeys={tree.selectedKey ? [tree.selectedKey] : []}
          onSelect={(keys) => tree.select(keys[0] === undefined ? null : String(keys[0]))}
        />
      )}
    </nav>
  );
});
