import { useBrowser, type BrowserProps } from '@suite-ui/core/react';
import { Button, Tag } from 'antd-mobile';
import { BrowserPage } from './BrowserPage';
import { BrowserSuggest } from './BrowserSuggest';
import './browser.css';

/**
 * The mobile browser field (spec 2.3): the picks as tags (spec 9 caps: 5 with associative input,
 * 20 otherwise), the associative input when asked for, and a button that opens the full-screen
 * picker page.
 */
export function Browser(props: BrowserProps) {
  const browser = useBrowser({ ...props, platform: 'mobile' });
  const testId = props['data-testid'] ?? 'browser';
  return (
    <div
      role="group"
      aria-label={props['aria-label'] ?? browser.dialog.title}
      data-testid={testId}
      className="suite-m-browser"
    >
      {browser.value.map((tag) => (
        <Tag
          key={tag.id}
          color={tag.deletedText ? 'danger' : 'primary'}
          fill="outline"
          data-testid={`${testId}-tag`}
          data-id={tag.id}
        >
          {tag.link ? (
            <a
              href={tag.link.href}
              {...(tag.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="suite-m-browser__tag-link"
              data-testid={`${testId}-tag-link`}
            >
              {tag.label}
            </a>
          ) : (
            tag.label
          )}
          {tag.deletedText && ` · ${tag.deletedText}`}
          {!browser.readOnly && (
            <button
              type="button"
              aria-label={tag.removeLabel}
              onClick={tag.remove}
              className="suite-m-browser__tag-remove"
            >
              ×
            </button>
          )}
        </Tag>
      ))}
      {browser.hiddenText && <span>{browser.hiddenText}</span>}
      {browser.access.denied && (
        <span className="suite-m-browser__denied" data-testid={`${testId}-denied`}>
          {browser.access.text}
        </span>
      )}
      {!browser.readOnly && !browser.access.denied && browser.associative && (
        <BrowserSuggest browser={browser} testId={testId} />
      )}
      {!browser.readOnly && !browser.access.denied && (
        <Button
          size="small"
          onClick={browser.openDialog}
          aria-label={browser.openLabel}
          data-testid={`${testId}-open`}
        >
          {browser.placeholder}
        </Button>
      )}
      <BrowserPage browser={browser} routeId={testId} />
    </div>
  );
}
