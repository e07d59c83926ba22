import { SearchOutlined } from '@ant-design/icons';
import { useBrowser, type BrowserProps } from '@suite-ui/core/react';
import { AutoComplete, Button, Tag, Typography } from 'antd';
import { BrowserDialog } from './BrowserDialog';

/**
 * The desktop browser field (spec 2.3): the picks as tags, associative input, and a button that
 * opens the picker dialog. Controlled by `value` and `onChange`.
 */
export function Browser(props: BrowserProps) {
  const browser = useBrowser({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'browser';
  const { suggestions } = browser;
  return (
    <div
      role="group"
      aria-label={props['aria-label'] ?? browser.dialog.title}
      data-testid={testId}
      className="suite-browser-field"
      style={{
        display: 'flex',
        flexWrap: props.wrap ? 'wrap' : 'nowrap',
        alignItems: 'center',
        gap: 4,
        minHeight: 32,
        overflow: 'hidden',
      }}
    >
      {browser.value.map((tag) => (
        <Tag
          key={tag.id}
          closable={!browser.readOnly}
          onClose={tag.remove}
          closeIcon={browser.readOnly ? undefined : <span aria-label={tag.removeLabel}>×</span>}
          data-testid={`${testId}-tag`}
          data-id={tag.id}
          style={{ maxWidth: 200, marginInlineEnd: 0 }}
          color={tag.deletedText ? 'red' : undefined}
          title={tag.deletedText ?? tag.label}
        >
          {tag.label}
        </Tag>
      ))}
      {browser.hiddenText && <Typography.Text type="secondary">{browser.hiddenText}</Typography.Text>}
      {browser.value.length === 0 && browser.readOnly && (
        <Typography.Text type="secondary">-</Typography.Text>
      )}
      {!browser.readOnly && props.associative && (
        <AutoComplete
          style={{ minWidth: 120, flex: 1 }}
          value={suggestions.keyword}
          open={suggestions.open}
          aria-label={suggestions.label}
          options={suggestions.items.map((item) => ({ value: item.id, label: item.title }))}
          onSearch={browser.suggest}
          onSelect={(id: string) => suggestions.items.find((item) => item.id === id)?.pick()}
          onBlur={browser.closeSuggestions}
          data-testid={`${testId}-input`}
        />
      )}
      {!browser.readOnly && (
        <Button
          icon={<SearchOutlined />}
          aria-label={browser.openLabel}
          onClick={browser.openDialog}
          data-testid={`${testId}-open`}
        >
          {browser.value.length === 0 ? browser.placeholder : null}
        </Button>
      )}
      {browser.dialog.open && <BrowserDialog browser={browser} />}
    </div>
  );
}
