import type { BrowserView } from '@suite-ui/core';
import { Alert, Button, Checkbox, Input, Modal, Result, Space, Spin, Splitter, Tabs, Tree } from 'antd';
import { ResultList } from './ResultList';
import { SelectedList } from './SelectedList';

const HEADER = 96;

/** The picker dialog (spec 2.3, 9): search, tabs, the left tree in a resizable panel, results and the selected list. */
export function BrowserDialog({ browser }: { browser: BrowserView }) {
  const { dialog, search, tabs, tree, subordinate, multiple, texts } = browser;
  const bodyHeight = dialog.panelHeight - HEADER;
  const results = <ResultList browser={browser} height={bodyHeight} />;
  return (
    <Modal
      open={dialog.open}
      title={dialog.title}
      width={dialog.width}
      onCancel={dialog.cancel}
      destroyOnHidden
      mask={{ closable: false }}
      wrapProps={{ 'data-testid': 'browser-dialog' }}
      styles={{ body: { height: dialog.panelHeight, display: 'flex', flexDirection: 'column' } }}
      footer={
        multiple ? (
          <Space>
            <Button onClick={dialog.cancel} data-testid="browser-cancel">
              {dialog.cancelLabel}
            </Button>
            <Button type="primary" onClick={dialog.confirm} data-testid="browser-ok">
              {dialog.okLabel}
            </Button>
          </Space>
        ) : null
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        <Input.Search
          autoFocus
          allowClear
          placeholder={search.placeholder}
          aria-label={search.placeholder}
          value={search.keyword}
          onChange={(event) => search.set(event.target.value)}
          data-testid="browser-search"
        />
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Tabs
            size="small"
            activeKey={tabs.find((tab) => tab.active)?.key}
            onChange={(key) => tabs.find((tab) => tab.key === key)?.select()}
            items={tabs.map((tab) => ({
              key: tab.key,
              label: <span data-testid={`browser-tab-${tab.key}`}>{tab.label}</span>,
            }))}
            style={{ marginBottom: 0 }}
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
        {browser.maxNotice && (
          <Alert type="warning" showIcon title={browser.maxNotice} data-testid="browser-max" />
        )}
      </Space>
      <Splitter style={{ flex: 1, minHeight: 0 }}>
        {tree.visible && (
          <Splitter.Panel
            defaultSize={dialog.sidePanel.initial}
            min={dialog.sidePanel.min}
            max={dialog.sidePanel.max}
          >
            <nav
              aria-label={tree.label}
              data-testid="browser-tree"
              style={{ height: bodyHeight, overflow: 'auto' }}
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
          </Splitter.Panel>
        )}
        <Splitter.Panel min={200}>{results}</Splitter.Panel>
        {multiple && (
          <Splitter.Panel defaultSize={180} min={140} max={300}>
            <SelectedList browser={browser} height={bodyHeight} />
          </Splitter.Panel>
        )}
      </Splitter>
    </Modal>
  );
}
