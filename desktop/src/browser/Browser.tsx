import { SearchOutlined } from '@ant-design/icons';
import type { BrowserView } from '@suite-ui/core';
import { useBrowser, type BrowserProps } from '@suite-ui/core/react';
import { AutoComplete, Button, Tag, Typography } from 'antd';
import { memo, useState } from 'react';
import { BrowserDialog } from './BrowserDialog';
import './browser.css';

/**
 * The desktop browser field (spec 2.3): the picks as tags, associative input, and a button that
 * opens the picker dialog. Controlled by `value` and `onChange`.
 */
export function Browser(props: BrowserProps) {
  const browser = useBrowser({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'browser';
  // once opened, the dialog stays mounted and hidden while closed (as antd keeps a popup): opening
  // again shows it instead of building the dialog and its styles anew
  const [dialogMounted, setDialogMounted] = useState(false);
  if (browser.dialog.open && !dialogMounted) setDialogMounted(true);
  return (
    <div
      role="group"
      aria-label={props['aria-label'] ?? browser.dialog.title}
      data-testid={testId}
      className="suite-browser-field"
      data-wrap={props.wrap ? '' : undefined}
    >
      <FieldParts
        testId={testId}
        associative={browser.associative}
        access={browser.access}
        value={browser.value}
        hiddenText={browser.hiddenText}
        readOnly={browser.readOnly}
        placeholder={browser.placeholder}
        openLabel={browser.openLabel}
        openDialog={browser.openDialog}
        suggestions={browser.suggestions}
        suggest={browser.suggest}
        closeSuggestions={browser.closeSuggestions}
      />
      {dialogMounted && <BrowserDialog browser={browser} />}
    </div>
  );
}

type FieldPartsProps = Pick<
  BrowserView,
  | 'value'
  | 'hiddenText'
  | 'readOnly'
  | 'placeholder'
  | 'openLabel'
  | 'openDialog'
  | 'suggestions'
  | 'suggest'
  | 'closeSuggestions'
  | 'access'
> & { testId: string; associative: boolean };

// memoised on view parts core keeps the same while they do not change: typing in the dialog
// leaves the field as it is
const FieldParts = memo(function FieldParts(field: FieldPartsProps) {
  const { testId, suggestions } = field;
  return (
    <>
      {field.value.map((tag) => (
        <Tag
          key={tag.id}
          closable={!field.readOnly}
          onClose={tag.remove}
          closeIcon={field.readOnly ? undefined : <span aria-label={tag.removeLabel}>×</span>}
          data-testid={`${testId}-tag`}
          data-id={tag.id}
          className="suite-browser__tag"
          color={tag.deletedText ? 'red' : undefined}
          title={tag.deletedText ?? tag.label}
        >
          {tag.link ? (
            <a
              href={tag.link.href}
              {...(tag.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              data-testid={`${testId}-tag-link`}
            >
              {tag.label}
            </a>
          ) : (
            tag.label
          )}
        </Tag>
      ))}
      {field.hiddenText && <Typography.Text type="secondary">{field.hiddenText}</Typography.Text>}
      {field.value.length === 0 && field.readOnly && <Typography.Text type="secondary">-</Typography.Text>}
      {field.access.denied && (
        <Typography.Text type="secondary" data-testid={`${testId}-denied`}>
          {field.access.text}
        </Typography.Text>
      )}
      {!field.readOnly && !field.access.denied && field.associative && (
        <AutoComplete
          className="suite-browser__input"
          value={suggestions.keyword}
          open={suggestions.open}
          aria-label={suggestions.label}
          options={suggestions.items.map((item) => ({ value: item.id, label: item.title }))}
          onSearch={field.suggest}
          onSelect={(id: string) => suggestions.items.find((item) => item.id === id)?.pick()}
          onBlur={field.closeSuggestions}
          data-testid={`${testId}-input`}
        />
      )}
      {!field.readOnly && !field.access.denied && (
        <Button
          icon={<SearchOutlined />}
          aria-label={field.openLabel}
          onClick={field.openDialog}
          data-testid={`${testId}-open`}
        >
          {field.value.length === 0 ? field.placeholder : null}
        </Button>
      )}
    </>
  );
});
