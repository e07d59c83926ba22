import { useTitle, type TitleSkinProps } from '@suite-ui/core/react';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useId } from 'react';
import { visuallyHidden } from '../shared/visually-hidden';

/** Props of the desktop `Title`: the core options plus callbacks, the section under it and a test id. */
export type TitleProps = TitleSkinProps;

/**
 * The desktop counterpart of the mobile section title (spec 2.3): size level, optional accent bar,
 * count badge (99+ above 99), description, an action at the right end, and an optional open/close of
 * the section under it.
 */
export function Title({ testId = 'title', children, ...props }: TitleProps) {
  const view = useTitle({ ...props, platform: 'desktop' });
  const contentId = `${useId()}-content`;
  const hasContent = children !== undefined && children !== null;
  const heading = (
    <>
      {view.text}
      {view.count && (
        <span
          aria-hidden
          data-testid={`${testId}-count`}
          style={{
            display: 'inline-block',
            marginInlineStart: 8,
            padding: '0 7px',
            minWidth: 20,
            lineHeight: '20px',
            borderRadius: 10,
            fontSize: 12,
            fontWeight: 'normal',
            textAlign: 'center',
            verticalAlign: 'middle',
            color: 'var(--ant-color-text-light-solid)',
            background: 'var(--ant-color-primary)',
          }}
        >
          {view.count.text}
        </span>
      )}
      {view.count && <span style={visuallyHidden}>{view.count.label}</span>}
    </>
  );
  return (
    <div className="suite-title" data-testid={testId} data-level={view.level} style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32 }}>
        {view.accent && (
          <span
            aria-hidden
            style={{
              flex: 'none',
              width: 3,
              height: view.fontSize,
              borderRadius: 2,
              background: 'var(--ant-color-primary)',
            }}
          />
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <div
            role="heading"
            aria-level={view.headingLevel}
            data-testid={`${testId}-heading`}
            style={{ fontSize: view.fontSize, fontWeight: 600, lineHeight: 1.5 }}
          >
            {view.collapsible ? (
              <button
                type="button"
                aria-expanded={view.open}
                aria-controls={hasContent ? contentId : undefined}
                title={view.toggleLabel}
                data-testid={`${testId}-toggle`}
                onClick={view.toggle}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 6,
                  padding: 0,
                  border: 'none',
                  background: 'transparent',
                  font: 'inherit',
                  color: 'inherit',
                  cursor: 'pointer',
                }}
              >
                {view.open ? (
                  <DownOutlined aria-hidden style={{ fontSize: 12 }} />
                ) : (
                  <RightOutlined aria-hidden style={{ fontSize: 12 }} />
                )}
                {heading}
              </button>
            ) : (
              heading
            )}
          </div>
          {view.description && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {view.description}
            </Typography.Text>
          )}
        </div>
        {view.action && (
          <Button
            type="link"
            size="small"
            aria-label={view.action.ariaLabel}
            data-testid={`${testId}-action`}
            onClick={view.act}
          >
            {view.action.label}
          </Button>
        )}
      </div>
      {hasContent && (
        <div id={contentId} hidden={!view.open} data-testid={`${testId}-content`} style={{ marginTop: 8 }}>
          {children}
        </div>
      )}
    </div>
  );
}
