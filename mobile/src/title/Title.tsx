import { useTitle, type TitleSkinProps } from '@suite-ui/core/react';
import { DownOutline, RightOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { visuallyHidden } from '../shared/visually-hidden';

/** Props of the mobile `Title`: the core options plus callbacks, the section under it and a test id. */
export type TitleProps = TitleSkinProps;

/**
 * A section title for phones (spec 2.3): size level, accent bar, count badge (99+ above 99),
 * description, an action at the right end, and an optional open/close of the section under it.
 */
export function Title({ testId = 'title', children, ...props }: TitleProps) {
  const view = useTitle({ ...props, platform: 'mobile' });
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
            marginInlineStart: 6,
            padding: '0 6px',
            minWidth: 18,
            lineHeight: '18px',
            borderRadius: 9,
            fontSize: 12,
            fontWeight: 'normal',
            textAlign: 'center',
            verticalAlign: 'middle',
            color: 'var(--adm-color-text-light-solid)',
            background: 'var(--adm-color-primary)',
          }}
        >
          {view.count.text}
        </span>
      )}
      {view.count && <span style={visuallyHidden}>{view.count.label}</span>}
    </>
  );
  return (
    <div className="suite-title" data-testid={testId} data-level={view.level}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          minHeight: 44,
          padding: '8px 16px',
          background: 'var(--adm-color-background)',
        }}
      >
        {view.accent && (
          <span
            aria-hidden
            style={{
              flex: 'none',
              width: 3,
              height: view.fontSize,
              borderRadius: 2,
              background: 'var(--adm-color-primary)',
            }}
          />
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <div
            role="heading"
            aria-level={view.headingLevel}
            data-testid={`${testId}-heading`}
            style={{ fontSize: view.fontSize, fontWeight: 600, color: 'var(--adm-color-text)' }}
          >
            {view.collapsible ? (
              <button
                type="button"
                aria-expanded={view.open}
                aria-controls={hasContent ? contentId : undefined}
                data-testid={`${testId}-toggle`}
                onClick={view.toggle}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 4,
                  padding: 0,
                  border: 'none',
                  background: 'transparent',
                  font: 'inherit',
                  color: 'inherit',
                  textAlign: 'start',
                }}
              >
                {heading}
                {view.open ? (
                  <DownOutline aria-hidden style={{ fontSize: 12 }} />
                ) : (
                  <RightOutline aria-hidden style={{ fontSize: 12 }} />
                )}
              </button>
            ) : (
              heading
            )}
          </div>
          {view.description && (
            <div style={{ fontSize: 13, marginTop: 2, color: 'var(--adm-color-weak)' }}>
              {view.description}
            </div>
          )}
        </div>
        {view.action && (
          <button
            type="button"
            aria-label={view.action.ariaLabel}
            data-testid={`${testId}-action`}
            onClick={view.act}
            style={{
              flex: 'none',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 2,
              minHeight: 32,
              padding: '0 0 0 8px',
              border: 'none',
              background: 'transparent',
              fontSize: 14,
              color: 'var(--adm-color-weak)',
            }}
          >
            {view.action.label}
            <RightOutline aria-hidden style={{ fontSize: 12 }} />
          </button>
        )}
      </div>
      {hasContent && (
        <div id={contentId} hidden={!view.open} data-testid={`${testId}-content`}>
          {children}
        </div>
      )}
    </div>
  );
}
