import { useTitle, type TitleSkinProps } from '@suite-ui/core/react';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useId, type CSSProperties } from 'react';
import './title.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

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
        <span aria-hidden data-testid={`${testId}-count`} className="suite-title__count">
          {view.count.text}
        </span>
      )}
      {view.count && <span className={`${VISUALLY_HIDDEN} suite-title__sr`}>{view.count.label}</span>}
    </>
  );
  return (
    <div
      className="suite-title suite-title--desktop"
      data-testid={testId}
      data-level={view.level}
      // the size level's font size, read by the heading and the accent bar
      style={{ '--suite-title-size': `${view.fontSize}px` } as CSSProperties}
    >
      <div className="suite-title__row">
        {view.accent && <span aria-hidden className="suite-title__accent" />}
        <div className="suite-title__main">
          <div
            role="heading"
            aria-level={view.headingLevel}
            data-testid={`${testId}-heading`}
            className="suite-title__heading"
          >
            {view.collapsible ? (
              <button
                type="button"
                aria-expanded={view.open}
                aria-controls={hasContent ? contentId : undefined}
                title={view.toggleLabel}
                data-testid={`${testId}-toggle`}
                onClick={view.toggle}
                className="suite-title__toggle"
              >
                {view.open ? (
                  <DownOutlined aria-hidden className="suite-title__chevron" />
                ) : (
                  <RightOutlined aria-hidden className="suite-title__chevron" />
                )}
                {heading}
              </button>
            ) : (
              heading
            )}
          </div>
          {view.description && (
            <Typography.Text type="secondary" className="suite-title__description">
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
        <div
          id={contentId}
          hidden={!view.open}
          data-testid={`${testId}-content`}
          className="suite-title__content"
        >
          {children}
        </div>
      )}
    </div>
  );
}
